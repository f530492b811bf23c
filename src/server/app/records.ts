import type { Db } from '../platform/db/client';
import type { Clock } from '../platform/clock';
import type { WorkerPool } from '../platform/workers/worker-pool';
import { createStudentsRepository } from '../features/students/students.repository';
import { createStudentsService } from '../features/students/students.service';
import { csvReader } from '../features/students/students.import';
import { createClassesRepository } from '../features/classes/classes.repository';
import { createClassesService } from '../features/classes/classes.service';
import { createLessonsRepository } from '../features/lessons/lessons.repository';
import { createLessonsService } from '../features/lessons/lessons.service';
import { createAttendanceRepository } from '../features/attendance/attendance.repository';
import { createAttendanceService } from '../features/attendance/attendance.service';
import { createAssessmentsRepository } from '../features/assessments/assessments.repository';
import { createAssessmentsService } from '../features/assessments/assessments.service';
import type { AssessmentsDeps } from '../features/assessments/assessments.access';
import type { createQuizzesService } from '../features/quizzes/quizzes.service';

/**
 * The teaching records' services on `db`: the app's own on the pool, and the demo seeder's
 * (and a roster import's) on one transaction, built the same way so the same rules apply.
 */
export function recordServicesOn(
  db: Db,
  {
    clock,
    workers,
    onResults,
  }: {
    clock: Clock;
    workers: WorkerPool;
    /** The app's own services tell LTI of new results; a transaction's (the seeder's) do not. */
    onResults?: AssessmentsDeps['onResults'];
  },
) {
  const students = createStudentsService({
    repo: createStudentsRepository(db),
    clock,
    readCsv: csvReader(workers),
  });
  const classes = createClassesService({ repo: createClassesRepository(db), students, clock });
  return {
    students,
    classes,
    lessons: createLessonsService({ repo: createLessonsRepository(db), clock }),
    attendance: createAttendanceService({
      repo: createAttendanceRepository(db),
      classes,
      students,
      clock,
    }),
    assessments: createAssessmentsService({
      repo: createAssessmentsRepository(db),
      clock,
      onResults,
    }),
  };
}

export type RecordServices = ReturnType<typeof recordServicesOn>;

/** What a game reads from the other features: the quiz's questions, the class's roster. */
export const gameSources = (on: {
  quizzes: ReturnType<typeof createQuizzesService>;
  classes: RecordServices['classes'];
  students: RecordServices['students'];
}) => ({
  loadQuiz: async (ownerId: number, quizId: number) => {
    const quiz = await on.quizzes.get(ownerId, quizId);
    return {
      title: quiz.title,
      // Every type's own fields and the explanation (shown after the close); not the review flag.
      questions: quiz.questions.map(({ needsReview: _review, ...question }) => question),
    };
  },
  loadClass: (ownerId: number, classId: number) => on.classes.get(ownerId, classId),
  assertStudent: (ownerId: number, studentId: number) => on.students.get(ownerId, studentId),
});
