import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES as M } from '../../../contracts/assessments.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * Ids JavaScript accepts but an `integer` column cannot hold, in otherwise valid bodies: each was
 * a PostgreSQL error 22003 and a 500 on both databases (issue 37 item 5). Now a 400 that says
 * which value is wrong, and nothing is stored.
 */
const ctx = useTestApp();
const call = caller(ctx);
const TOO_BIG = [2 ** 31, 2 ** 53 + 2];

async function published() {
  const { cookie } = await signUp(ctx().app);
  const created = await call('POST', '/api/assessments', cookie, {
    title: 'Adding',
    subject: 'Mathematics',
    grade: '3',
    questions: [{ id: 'q1', type: 'true_false', prompt: '5 > 3', answer: 'true' }],
  });
  const id = created.json().id as number;
  const shared = await call('POST', `/api/assessments/${id}/publish`, cookie);
  return { cookie, id, shareCode: shared.json().shareCode as string };
}

describe('ids past 2^31-1 in request bodies', () => {
  it('the take page answers 400 "pick your name", stores no result', async () => {
    const { cookie, id, shareCode } = await published();
    for (const studentId of TOO_BIG) {
      const res = await call('POST', `/api/take/${shareCode}`, undefined, {
        studentId,
        studentCode: 'ABCD',
        answers: [{ questionId: 'q1', answer: 'true' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.pickYourName);
    }
    const results = await call('GET', `/api/assessments/${id}/results`, cookie);
    expect(results.json().results).toEqual([]);
  });

  it('the gradebook answers 400 and keeps the scores it had', async () => {
    const { cookie, id } = await published();
    const student = await call('POST', '/api/students', cookie, {
      firstName: 'Zoë',
      lastName: "O'Brien-Ngata",
      grade: '3',
    });
    const sid = student.json().id as number;
    const saved = await call('PUT', `/api/assessments/${id}/scores`, cookie, {
      scores: [{ studentId: sid, score: 7 }],
    });
    expect(saved.statusCode).toBe(200);
    for (const studentId of TOO_BIG) {
      const res = await call('PUT', `/api/assessments/${id}/scores`, cookie, {
        scores: [
          { studentId: sid, score: 9 },
          { studentId, score: 3 },
        ],
      });
      expect(res.statusCode).toBe(400);
    }
    const after = await call('GET', `/api/assessments/${id}/results`, cookie);
    expect(JSON.stringify(after.json())).toContain('"score":7');
    expect(JSON.stringify(after.json())).not.toContain('"score":9');
  });

  it('generating from a lesson answers 400 with the lesson message', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const sourceLessonId of TOO_BIG) {
      const res = await call('POST', '/api/assessments/generate', cookie, {
        title: 'Plants',
        subject: 'Science',
        grade: '4',
        sourceLessonId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.sourceLessonInvalid);
    }
  });
});
