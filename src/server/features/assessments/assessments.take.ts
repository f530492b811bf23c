import { timingSafeEqual } from 'node:crypto';
import type { StudentIdentity, SubmitAnswersBody } from '../../../contracts/assessments.contract';
import type { AssessmentRecord, AssessmentResultRecord } from '../../platform/db/schema/index';
import { ownedReads, type AssessmentsDeps } from './assessments.access';
import { assessmentErrors } from './assessments.errors';
import {
  autoGradedTally,
  awaitsGrading,
  gradeAnswers,
  rubricOutcomes,
  scoreOf,
} from './assessments.grading';
import { scoreVisible } from './assessments.rules';

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a student learns about a submission: the score only once the teacher lets them see it. */
function outcome(
  a: AssessmentRecord,
  r: Pick<AssessmentResultRecord, 'score' | 'answers' | 'needsReview'>,
) {
  if (!scoreVisible(a))
    return {
      released: false,
      score: null,
      maxScore: a.maxScore,
      correct: null,
      autoGraded: null,
      needsReview: r.needsReview,
      rubrics: [],
    };
  return {
    released: true,
    score: r.score,
    maxScore: a.maxScore,
    ...autoGradedTally(a.questions, r.answers),
    needsReview: r.needsReview,
    rubrics: rubricOutcomes(a.questions, r.answers),
  };
}

/** The public take page: anyone holding the link sees the questions, never the answers. */
export function createTakeFlow({ repo, clock, onResults }: AssessmentsDeps) {
  const { checkStudents } = ownedReads(repo);

  /** An open assessment by its link, or, with `closedToo`, a closed one whose scores are out. */
  async function byLink(code: string, closedToo = false) {
    const a = await repo.findByShareCode(code.toUpperCase());
    if (!a) throw assessmentErrors.take_not_found();
    if (a.published) return a;
    if (closedToo && a.scoreRelease === 'after_release' && a.resultsReleasedAt) return a;
    throw assessmentErrors.take_not_found();
  }

  /** The student is on the owner's roster and typed their own personal code. */
  async function identify(a: AssessmentRecord, who: { studentId: number; studentCode: string }) {
    const code = await repo.studentCode(a.ownerId, who.studentId);
    if (!code || !sameCode(code, who.studentCode)) throw assessmentErrors.wrong_student_code();
  }

  /** Grades and stores a submission; the caller has established who is answering. */
  async function record(
    a: AssessmentRecord,
    body: Pick<SubmitAnswersBody, 'studentId' | 'answers'>,
  ) {
    if (a.questions.length === 0) throw assessmentErrors.no_questions();
    await checkStudents(a.ownerId, [body.studentId]);
    const answers = gradeAnswers(a.questions, body.answers);
    const result = {
      score: scoreOf(a.questions, answers, a.maxScore),
      answers,
      needsReview: awaitsGrading(answers),
    };
    const saved = await repo.insertResult(a.ownerId, {
      assessmentId: a.id,
      studentId: body.studentId,
      ...result,
      source: 'online',
      submittedAt: clock.now(),
    });
    if (!saved) throw assessmentErrors.already_submitted();
    onResults?.(a.ownerId, a.id, [body.studentId]);
    return outcome(a, result);
  }

  return {
    /** Only first name plus last initial of the roster; `open` false once closed with scores out. */
    async forStudent(code: string) {
      const a = await byLink(code, true);
      const roster = await repo.rosterOf(a.ownerId);
      return {
        title: a.title,
        description: a.description,
        type: a.type,
        subject: a.subject,
        timeLimit: a.timeLimit,
        open: a.published,
        questions: a.published
          ? a.questions.map(({ id, type, prompt, choices, points }) => ({
              id,
              type,
              prompt,
              choices,
              points,
            }))
          : [],
        students: roster.map((s) => ({
          id: s.id,
          name: `${s.firstName} ${s.lastName.slice(0, 1)}.`,
        })),
      };
    },

    /** A student's submission from the take page: name plus personal code. */
    async submitAsStudent(code: string, body: SubmitAnswersBody) {
      const a = await byLink(code);
      await identify(a, body);
      return record(a, body);
    },

    /** A submission the server makes on a student's behalf (the demo class), without a code. */
    async submit(code: string, body: Pick<SubmitAnswersBody, 'studentId' | 'answers'>) {
      return record(await byLink(code), body);
    },

    /** A student's own submission, with the score once the teacher lets them see it. */
    async studentResult(code: string, who: StudentIdentity) {
      const a = await byLink(code, true);
      await identify(a, who);
      const result = await repo.resultOfStudent(a.ownerId, a.id, who.studentId);
      if (!result || result.source !== 'online') throw assessmentErrors.no_submission();
      return outcome(a, result);
    },
  };
}
