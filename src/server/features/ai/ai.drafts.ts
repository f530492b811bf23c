import { SOURCE_TEXT_MAX, type GenerateLessonDraftBody } from '../../../contracts/ai.contract';
import type { GenerateAssessmentDraftBody } from '../../../contracts/assessments.contract';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { LessonsService } from '../lessons/lessons.service';
import { lessonPlanMarkdown } from '../../ai/render-markdown';
import type { AiService } from './ai.service';

export interface AiDraftsDeps {
  ai: Pick<AiService, 'lesson' | 'assessment'>;
  lessons: Pick<LessonsService, 'create' | 'get'>;
  assessments: Pick<AssessmentsService, 'create'>;
}

/**
 * Generate-and-save: a lesson or assessment made with AI is generated and stored in one server
 * call, so the generation is counted once and its result is kept even when the browser goes
 * away before the answer arrives.
 */
export function createAiDrafts({ ai, lessons, assessments }: AiDraftsDeps) {
  /**
   * The teacher's own material to draw questions from: the pasted text and/or one of their
   * lessons (read through the lessons service, so another teacher's lesson is a 404).
   */
  async function material(ownerId: number, body: GenerateAssessmentDraftBody) {
    const parts: string[] = [];
    const names: string[] = [];
    if (body.sourceLessonId !== undefined) {
      const lesson = await lessons.get(ownerId, body.sourceLessonId);
      parts.push(lesson.title, lesson.description, lesson.content.generatedContent);
      names.push(`your lesson "${lesson.title}"`);
    }
    if (body.sourceText?.trim()) {
      parts.push(body.sourceText);
      names.push('your text');
    }
    const text = parts.filter((p) => p.trim()).join('\n\n');
    if (!text.trim()) return {};
    return {
      sourceText: text.slice(0, SOURCE_TEXT_MAX),
      sourceName: names.join(' and '),
    };
  }

  return {
    async lesson(ownerId: number, body: GenerateLessonDraftBody, gone?: AbortSignal) {
      const { plan } = await ai.lesson(ownerId, body, gone);
      return lessons.create(ownerId, {
        title: body.title,
        subject: body.subject,
        grade: body.grade,
        topic: body.topic,
        duration: body.duration,
        description: body.description,
        objectives: plan.objectives,
        materials: plan.materials,
        // Objectives and materials live in their fields only, so an edit cannot leave a stale copy.
        content: { generatedContent: lessonPlanMarkdown(plan, { fields: true }) },
        aiGenerated: true,
      });
    },

    async assessment(ownerId: number, body: GenerateAssessmentDraftBody, gone?: AbortSignal) {
      const source = await material(ownerId, body);
      const made = await ai.assessment(
        ownerId,
        {
          ...source,
          subject: body.subject,
          grade: body.grade,
          // The spec sets the generation's topic from the assessment's title.
          topic: body.title,
          assessmentType: body.type,
          questionCount: body.questionCount,
          description: body.description || undefined,
        },
        gone,
      );
      const saved = await assessments.create(ownerId, {
        title: body.title,
        description: body.description || made.assessment.description,
        type: body.type,
        subject: body.subject,
        grade: body.grade,
        maxScore: body.maxScore,
        timeLimit: body.timeLimit,
        scoreRelease: body.scoreRelease,
        questionCount: made.assessment.questions.length,
        questions: { generatedContent: made.markdown, items: made.assessment.questions },
        aiGenerated: true,
      });
      return made.notice ? { ...saved, notice: made.notice } : saved;
    },
  };
}

export type AiDrafts = ReturnType<typeof createAiDrafts>;
