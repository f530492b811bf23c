import { SOURCE_TEXT_MAX, type GenerateLessonDraftBody } from '../../../contracts/ai.contract';
import type { GenerateAssessmentDraftBody } from '../../../contracts/assessments.contract';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { LessonsService } from '../lessons/lessons.service';
import { lessonPlanMarkdown } from '../../ai/render-markdown';
import type { AiService } from './ai.service';
import { STANDARDS_MAX } from '../../../contracts/standards.contract';

/** The teacher's own picks first, then the ones the engine chose among the candidates. */
const teacherFirst = (
  chosen: readonly { code: string }[] = [],
  engine: readonly { code: string }[],
) => [...new Set([...chosen, ...engine].map((s) => s.code))].slice(0, STANDARDS_MAX);

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
   * The material to draw questions from. A lesson gives its topic: the questions come from what
   * the engine knows of that topic (reviewed notes and bank, or a model's knowledge), never from
   * the plan's own sentences, which describe the lesson ("A 50-minute lesson...") and make
   * nonsense clozes (issue 32 item 3); with nothing on the topic the engine says so. Pasted text
   * is the teacher's content and is drawn from as written. The lesson is read through the
   * lessons service, so another teacher's lesson is a 404.
   */
  async function material(ownerId: number, body: GenerateAssessmentDraftBody) {
    const lesson =
      body.sourceLessonId !== undefined
        ? await lessons.get(ownerId, body.sourceLessonId)
        : undefined;
    const text = body.sourceText?.trim() ?? '';
    return {
      ...(lesson?.topic.trim() ? { topic: lesson.topic.trim() } : {}),
      ...(text ? { sourceText: text.slice(0, SOURCE_TEXT_MAX), sourceName: 'your text' } : {}),
    };
  }

  return {
    async lesson(ownerId: number, body: GenerateLessonDraftBody, gone?: AbortSignal) {
      const { plan, standards, standardsNotice } = await ai.lesson(ownerId, body, gone);
      const saved = await lessons.create(ownerId, {
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
        standards: teacherFirst(body.standards, standards),
      });
      return standardsNotice ? { ...saved, standardsNotice } : saved;
    },

    async assessment(ownerId: number, body: GenerateAssessmentDraftBody, gone?: AbortSignal) {
      const source = await material(ownerId, body);
      const made = await ai.assessment(
        ownerId,
        {
          subject: body.subject,
          grade: body.grade,
          // The spec sets the generation's topic from the assessment's title; a lesson's own
          // topic wins when the questions are drawn from a lesson.
          topic: body.title,
          ...source,
          assessmentType: body.type,
          questionCount: body.questionCount,
          description: body.description || undefined,
          standards: body.standards,
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
        standards: teacherFirst(body.standards, made.standards),
      });
      return {
        ...saved,
        ...(made.notice ? { notice: made.notice } : {}),
        ...(made.standardsNotice ? { standardsNotice: made.standardsNotice } : {}),
      };
    },
  };
}

export type AiDrafts = ReturnType<typeof createAiDrafts>;
