import { describe, expect, it } from 'vitest';
import {
  caller,
  sessionCookieOf,
  signInAdmin,
  signUp,
  useTestApp,
  type Method,
} from './testing/test-app';

/**
 * Every route that takes an id (read from the API's own OpenAPI document, so a new route joins
 * the sweep by itself) is called with one teacher's ids by another teacher, a guest, an admin
 * and a signed-out visitor. None may see or change the owner's data: signed out is 401, the
 * admin screen's routes are 403 for non-admins, and everything else is 404 (chat may answer
 * with the caller's own, empty conversation of the same id). The owner's data is compared
 * before and after.
 */
const ctx = useTestApp();
const call = caller(ctx);
const SECRET = 'Zanzibarquokka';

/** A valid body for each id route that takes one, so the refusal is about ownership. */
const BODIES: Record<string, object> = {
  'PATCH /api/lessons/{id}': { title: 'Taken over' },
  'PATCH /api/students/{id}': { firstName: 'Taken' },
  'PATCH /api/assessments/{id}': { title: 'Taken over' },
  'PUT /api/assessments/{id}/scores': { scores: [] },
  'PATCH /api/assessments/{id}/results/{resultId}': {
    grades: [{ questionId: 'q1', pointsAwarded: 0 }],
  },
  'POST /api/chat/{sessionId}': { content: 'Show me the earlier conversation' },
  'POST /api/chat/{sessionId}/edit': { content: 'Replace the question' },
  'PATCH /api/chat/{sessionId}': { title: 'Taken over' },
  'PATCH /api/admin/users/{id}': { role: 'user' },
  'PATCH /api/admin/ai/connections/{id}': { name: 'Taken over' },
  'POST /api/admin/ai/connections/{id}/test': { model: 'llama3' },
  'PATCH /api/admin/lti/platforms/{id}': { enabled: false },
  'POST /api/admin/lti/platforms/{id}/deployments': { deploymentId: 'taken-over' },
  'PATCH /api/quizzes/{id}': { title: 'Taken over' },
  'PATCH /api/classes/{id}': { name: 'Taken over' },
  'POST /api/classes/{id}/students': { studentIds: [1] },
  'PUT /api/classes/{id}/seats': { seats: [] },
  'PUT /api/classes/{id}/attendance/{date}': { marks: [{ studentId: 1, status: 'absent' }] },
};
/** Parameters that are not ids of anyone's data. */
const NOT_IDS = ['{format}', '{token}', '{code}'];

type Call = { method: string; url: string; payload?: object };
let address = 0;
function send({ method, url, payload }: Call, cookie?: string) {
  address += 1;
  const from = `10.88.${Math.floor(address / 250) % 250}.${address % 250}`;
  return call(method as Method, url, cookie, payload, from);
}

async function ownerWithData() {
  const owner = await signUp(ctx().app, { firstName: SECRET });
  const post = async (url: string, payload?: object, method = 'POST') => {
    const res = await send({ method, url, payload }, owner.cookie);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };
  const student = await post('/api/students', {
    firstName: SECRET,
    lastName: 'Student',
    grade: '5',
    email: 'zq@school.example',
  });
  const lesson = await post('/api/lessons', {
    title: `${SECRET} lesson`,
    subject: 'Science',
    grade: '5',
  });
  await post(`/api/lessons/${lesson.id}/share`);
  const assessment = await post('/api/assessments', {
    title: `${SECRET} quiz`,
    subject: 'Science',
    grade: '5',
    questions: [{ id: 'q1', type: 'short_answer', prompt: 'Why?', answer: 'Because', points: 2 }],
  });
  await post(
    `/api/assessments/${assessment.id}/scores`,
    { scores: [{ studentId: student.id, score: 80 }] },
    'PUT',
  );
  const results = await post(`/api/assessments/${assessment.id}/results`, undefined, 'GET');
  const generated = await post('/api/quizzes/generate', { subject: 'Science', gradeLevel: '5' });
  const quiz = await post(
    `/api/quizzes/${generated.quiz.id}`,
    { title: `${SECRET} quiz` },
    'PATCH',
  );
  const cls = await post('/api/classes', {
    name: `${SECRET} class`,
    studentIds: [student.id],
  });
  const day = '2026-09-01';
  await post(
    `/api/classes/${cls.id}/attendance/${day}`,
    { marks: [{ studentId: student.id, status: 'present', note: SECRET }] },
    'PUT',
  );
  const room = await post('/api/games/room', { quizId: quiz.id });
  const video = await post('/api/avatar/generate', { text: `${SECRET} says hello.` });
  const sessionId = `s-${Date.now()}-owner`;
  await send(
    { method: 'POST', url: `/api/chat/${sessionId}`, payload: { content: SECRET } },
    owner.cookie,
  );
  const ids: Record<string, string> = {
    '/api/lessons/{id}': String(lesson.id),
    '/api/students/{id}': String(student.id),
    '/api/analytics/students/{id}': String(student.id),
    '/api/assessments/student-codes/{studentId}': String(student.id),
    '/api/assessments/{id}': String(assessment.id),
    '{resultId}': String(results.results[0].id),
    '/api/chat/{sessionId}': sessionId,
    '/api/admin/users/{id}': String(owner.user.id),
    // Not a teacher's: a catalog model, which only an admin may download or delete.
    '/api/admin/ai/models/{id}': 'qwen2.5-1.5b-instruct',
    // An admin's provider connection (issue 33 item 3): teachers, guests and the signed out only.
    '/api/admin/ai/connections/{id}': '1',
    // An LMS an admin added (issue 36): only an admin may switch it off or change its deployments.
    '/api/admin/lti/platforms/{id}': '1',
    '{deploymentId}': '1',
    '/api/quizzes/{id}': String(quiz.id),
    '/api/games/{id}': String(room.room.id),
    '/api/classes/{id}': String(cls.id),
    // A class from an LMS course (issue 36 item 6): its roster state and sync.
    '/api/lti/classes/{id}': String(cls.id),
    // How an assessment's scores went to the LMS (issue 36 item 5).
    '/api/lti/assessments/{id}': String(assessment.id),
    // And a quiz room's (decision 0033).
    '/api/lti/rooms/{id}': String(room.room.id),
    '{studentId}': String(student.id),
    '{date}': day,
    '/api/avatar/status/{id}': video.id,
    '/api/avatar/videos/{id}': video.id,
  };
  /** Everything of the owner's that a route above could read or change. */
  const snapshot = async () => {
    const urls = [
      `/api/lessons/${lesson.id}`,
      `/api/students/${student.id}`,
      `/api/assessments/${assessment.id}`,
      `/api/assessments/${assessment.id}/results`,
      '/api/assessments/student-codes',
      `/api/chat/${sessionId}`,
      '/api/chat',
      `/api/quizzes/${quiz.id}`,
      '/api/quizzes',
      '/api/games/rooms',
      '/api/lessons',
      '/api/students',
      '/api/user',
      `/api/classes/${cls.id}`,
      `/api/classes/${cls.id}/attendance/${day}`,
      '/api/attendance/summary',
    ];
    return Promise.all(
      urls.map(async (url) => (await send({ method: 'GET', url }, owner.cookie)).body),
    );
  };
  return { ids, snapshot };
}

function idUrl(path: string, ids: Record<string, string>) {
  const prefix = Object.keys(ids).find((k) => k.startsWith('/') && path.startsWith(k));
  if (!prefix) return undefined;
  const param = prefix.match(/\{[^}]+\}/)![0];
  // Then the path's other parameters ({resultId}, {studentId}, {date}) from the same map.
  return Object.entries(ids)
    .filter(([k]) => k.startsWith('{'))
    .reduce((url, [k, v]) => url.replace(k, v), path.replace(param, ids[prefix]!));
}

describe('every id route, called with another account’s ids', () => {
  it('answers 401, 403 or 404, leaks nothing and changes nothing', async () => {
    const { ids, snapshot } = await ownerWithData();
    const before = await snapshot();
    expect(before.join()).toContain(SECRET);

    const other = await signUp(ctx().app);
    const admin = await signInAdmin(ctx().app);
    const guestRes = await send({ method: 'POST', url: '/api/guest-login' });
    const callers = {
      'another teacher': other.cookie,
      guest: sessionCookieOf(guestRes)!,
      admin: admin.cookie,
      'signed out': undefined,
    };

    const doc = ctx().app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const problems: string[] = [];
    let swept = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.includes('{') || NOT_IDS.some((p) => path.includes(p))) continue;
      for (const [m, op] of Object.entries(ops)) {
        const method = m.toUpperCase();
        const key = `${method} ${path}`;
        const url = idUrl(path, ids);
        if (!url) {
          problems.push(`${key}: no owner id for this path; add it to the sweep`);
          continue;
        }
        if (op.requestBody && !BODIES[key]) {
          problems.push(`${key}: add a valid body to BODIES`);
          continue;
        }
        const adminRoute = path.startsWith('/api/admin/');
        for (const [who, cookie] of Object.entries(callers)) {
          if (adminRoute && who === 'admin') continue; // managing accounts is the admin's job
          const res = await send({ method, url, payload: BODIES[key] }, cookie);
          swept += 1;
          const allowed =
            who === 'signed out'
              ? [401]
              : adminRoute
                ? [403]
                : path.startsWith('/api/chat/')
                  ? [404, 200, 201, 204]
                  : [404];
          if (!allowed.includes(res.statusCode))
            problems.push(`${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.body.includes(SECRET)) problems.push(`${key} as ${who}: leaked owner data`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(swept).toBeGreaterThan(80);
    expect(await snapshot()).toEqual(before);
    // Every id route as four callers: longer than the default 20 s on a loaded CI machine.
  }, 120_000);
});
