import {
  QUIZ_LIMITS as L,
  quizFormBody,
  quizQuestionInput,
  updateQuizBody,
  type GenerateQuizBody,
  type QuizFormIn,
  type QuizListQuery,
  type UpdateQuizInput,
} from '../../../contracts/quizzes.contract';
import type { Clock } from '../../platform/clock';
import type { AiService } from '../ai/ai.service';
import type { AssessmentsService } from '../assessments/assessments.service';
import { quizErrors, unusableQuiz } from './quizzes.errors';
import { factSentences } from '../../ai/builtin/source-questions';
import type { QuizValues, QuizzesRepository } from './quizzes.repository';
import { copyTitle, fromAssessmentQuestion, toRecord, withQuestions } from './quizzes.rules';
import { checkedStandards } from '../standards/standards.service';

export interface QuizzesDeps {
  repo: QuizzesRepository;
  clock: Clock;
  ai: Pick<AiService, 'quiz'>;
  assessments: Pick<AssessmentsService, 'get'>;
}

/** The teacher's RollCall quizzes: generated, made from an assessment, edited, hosted by games. */
export function createQuizzesService({ repo, clock, ai, assessments }: QuizzesDeps) {
  async function getOwn(ownerId: number, id: number) {
    const row = await repo.get(ownerId, id);
    if (!row) throw quizErrors.not_found();
    return row;
  }

  const insert = async (ownerId: number, values: QuizValues, createdAt?: Date) =>
    withQuestions(await repo.insert(ownerId, values, createdAt ?? clock.now()));

  return {
    /** Every quiz's summary; the API pages instead (`page`). */
    list: (ownerId: number) => repo.list(ownerId),
    page: (ownerId: number, query: QuizListQuery) => repo.page(ownerId, query),

    /** The quiz with its questions (answerIndex, timeLimit): what a game room snapshots. */
    get: async (ownerId: number, id: number) => withQuestions(await getOwn(ownerId, id)),

    /**
     * Generate-and-save: generated through the AI service (rate limit, plan, ledger) and stored
     * in the same call. A question the engine did not say it checked is marked for review.
     */
    async generate(
      ownerId: number,
      body: GenerateQuizBody,
      options: { createdAt?: Date; gone?: AbortSignal } = {},
    ) {
      // Questions come only from the material when there is some: with no sentence stating a
      // fact there is nothing to ask, said before any engine is called (nothing is metered).
      if (body.sourceText && factSentences(body.sourceText).length === 0)
        throw quizErrors.no_material_facts();
      const { quiz, notice } = await ai.quiz(
        ownerId,
        {
          subject: body.subject,
          gradeLevel: body.gradeLevel,
          difficulty: body.difficulty,
          popCultureTheme: body.popCultureTheme || undefined,
          totalQuestions: body.totalQuestions,
          topic: body.topic || undefined,
          questionTypes: body.questionTypes,
          sourceText: body.sourceText,
          sourceName: body.sourceName,
        },
        options.gone,
      );
      const questions = quiz.questions
        .map((q) => quizQuestionInput.safeParse({ ...q, needsReview: q.needsReview ?? true }))
        .flatMap((r) => (r.success ? [toRecord(r.data)] : []));
      if (questions.length === 0) throw unusableQuiz();
      const saved = await insert(
        ownerId,
        {
          title: quiz.title.slice(0, L.title),
          description: quiz.description.slice(0, L.description),
          subject: body.subject,
          gradeLevel: body.gradeLevel,
          difficulty: body.difficulty,
          popCultureTheme: body.popCultureTheme,
          questions,
          aiGenerated: true,
        },
        options.createdAt,
      );
      // What the engine could not make is said beside the quiz, never papered over.
      return { quiz: saved, questions: saved.questions, ...(notice ? { notice } : {}) };
    },

    /**
     * A ready-made quiz (the demo teacher's sample), checked with the API's own rules.
     */
    async create(
      ownerId: number,
      body: QuizFormIn &
        Pick<QuizValues, 'subject' | 'gradeLevel' | 'difficulty'> & { popCultureTheme?: string },
      options: { createdAt?: Date } = {},
    ) {
      const { title, description, questions, standards } = quizFormBody.parse(body);
      return insert(
        ownerId,
        {
          title,
          description,
          subject: body.subject,
          gradeLevel: body.gradeLevel,
          difficulty: body.difficulty,
          popCultureTheme: body.popCultureTheme ?? '',
          questions: questions.map(toRecord),
          aiGenerated: false,
          standards: checkedStandards(standards ?? []),
        },
        options.createdAt,
      );
    },

    async update(ownerId: number, id: number, body: UpdateQuizInput) {
      const { questions, standards, ...rest } = updateQuizBody.parse(body);
      const row = await repo.update(
        ownerId,
        id,
        {
          ...rest,
          ...(questions ? { questions: questions.map(toRecord) } : {}),
          ...(standards ? { standards: checkedStandards(standards) } : {}),
        },
        clock.now(),
      );
      if (!row) throw quizErrors.not_found();
      return withQuestions(row);
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw quizErrors.not_found();
    },

    /** A copy to adapt (another class, another theme); the original stays as it was. */
    async duplicate(ownerId: number, id: number) {
      const row = await getOwn(ownerId, id);
      return insert(ownerId, {
        title: copyTitle(row.title),
        description: row.description,
        subject: row.subject,
        gradeLevel: row.gradeLevel,
        difficulty: row.difficulty,
        popCultureTheme: row.popCultureTheme,
        questions: row.questions,
        aiGenerated: row.aiGenerated,
        standards: row.standards,
        sourceAssessmentId: row.sourceAssessmentId,
      });
    },

    /**
     * The assessment's multiple-choice and true/false questions as a quiz (through the
     * assessments service, so another teacher's assessment is 404).
     */
    async fromAssessment(ownerId: number, assessmentId: number) {
      const assessment = await assessments.get(ownerId, assessmentId);
      const questions = assessment.questions.items
        .map(fromAssessmentQuestion)
        .filter((q) => q !== null)
        .slice(0, L.questions);
      if (questions.length === 0) throw quizErrors.no_choice_questions();
      return insert(ownerId, {
        title: assessment.title.slice(0, L.title),
        description: (assessment.description ?? '').slice(0, L.description),
        subject: assessment.subject,
        gradeLevel: assessment.grade,
        difficulty: 'medium',
        popCultureTheme: '',
        questions,
        aiGenerated: false,
        // The assessment's standards carry over: the same questions address them.
        standards: assessment.standards ?? [],
        sourceAssessmentId: assessment.id,
      });
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
