import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { gameClient } from '../../src/server/testing/game-clients';

/**
 * A teacher whose data has real-world lengths (issue 27 item 11): the demo's short names and
 * titles hid pages wider than a phone. Everything is made through the API a teacher's pages use.
 */
export const LONG = {
  firstName: 'Maximiliano',
  lastName: 'Fernández-Castellanos',
  email: 'maximiliano.fernandez-castellanos@colegio-internacional-de-montevideo.example.org',
  lesson: 'Ratios and unit rates: comparing quantities in everyday situations',
  assessment: 'Proportional relationships and percent problems: end-of-unit assessment',
  className: 'Period 3 Mathematics — Ratios, Rates and Proportional Reasoning (Room 214B)',
  students: [
    ['Maximiliano', 'Fernández-Castellanos'],
    ['Anastasia', 'Konstantinopoulou-Whitmore'],
    ['Oluwaseun', 'Adebayo-Okonkwo'],
  ],
} as const;

const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export interface LongTeacher {
  lessonId: number;
  assessmentId: number;
  studentId: number;
  quizId: number;
  openRoomId: number;
  finishedRoomId: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read field by field
async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** Registers the teacher (signed in on `context`) and gives them a class's worth of long data. */
export async function seedLongTeacher(
  context: BrowserContext,
  baseURL: string,
): Promise<LongTeacher> {
  const api = context.request;
  await ok(
    await api.post('/api/register', {
      data: {
        username: `long${Date.now()}${Math.floor(Math.random() * 1000)}`,
        password: 'correct-horse-9',
        firstName: LONG.firstName,
        lastName: LONG.lastName,
        email: LONG.email,
      },
    }),
  );
  const studentIds: number[] = [];
  for (const [first, last] of LONG.students) {
    const s = await ok(
      await api.post('/api/students', {
        data: {
          firstName: first,
          lastName: last,
          grade: '7',
          email: emailOf(first, last, 'students.colegio-internacional.example.org'),
          parentEmail: emailOf(
            first,
            `${last}-family`,
            'families.colegio-internacional.example.org',
          ),
        },
      }),
    );
    studentIds.push(s.id);
  }
  const lesson = await ok(
    await api.post('/api/lessons', {
      data: {
        title: LONG.lesson,
        subject: 'Mathematics',
        grade: '7',
        topic: 'Unit rates, ratio tables and comparing prices per unit in supermarket flyers',
        duration: 45,
        status: 'published',
        aiGenerated: true,
        objectives: ['Compute unit rates associated with ratios of fractions, including lengths'],
        content: {
          generatedContent: `## ${LONG.lesson}\n\n| Phase | Minutes | What students do |\n|---|---|---|\n| Warm-up | 5 | Compare two supermarket flyers and decide which price per kilogram is better |\n\n- Compare https://example.org/a-very-long-address-for-a-unit-rate-worksheet-that-never-breaks`,
        },
      },
    }),
  );
  const assessment = await ok(
    await api.post('/api/assessments', {
      data: {
        title: LONG.assessment,
        description: 'Ratios, unit rates, percent increase and decrease, scale drawings.',
        subject: 'Mathematics',
        grade: '7',
        maxScore: 10,
        questions: [
          {
            id: 'q1',
            type: 'multiple_choice',
            prompt: 'A 2.5 kg bag of rice costs $6.25. What is the price per kilogram?',
            choices: ['$2.50', '$2.25', '$3.00'],
            answer: '$2.50',
          },
          { id: 'q2', type: 'short_answer', prompt: 'Explain a unit rate.', answer: 'Per one' },
        ],
      },
    }),
  );
  await ok(
    await api.put(`/api/assessments/${assessment.id}/scores`, {
      data: { scores: studentIds.map((studentId, i) => ({ studentId, score: 6 + i })) },
    }),
  );
  const cls = await ok(
    await api.post('/api/classes', {
      data: { name: LONG.className, subject: 'Mathematics', grade: '7', studentIds },
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  await ok(
    await api.put(`/api/classes/${cls.id}/attendance/${today}`, {
      data: { marks: studentIds.map((studentId) => ({ studentId, status: 'present' })) },
    }),
  );
  const { quiz } = await ok(
    await api.post('/api/quizzes/generate', {
      data: { subject: 'Mathematics', gradeLevel: '7', topic: LONG.lesson, totalQuestions: 5 },
    }),
  );
  const room = async (body: object) =>
    (await ok(await api.post('/api/games/room', { data: { quizId: quiz.id, ...body } }))).room;
  const finished = await room({ classId: cls.id });
  await playRosterGame(context, baseURL, finished, studentIds[0]!);
  const open = await room({});
  return {
    lessonId: lesson.id,
    assessmentId: assessment.id,
    studentId: studentIds[0]!,
    quizId: quiz.id,
    openRoomId: open.id,
    finishedRoomId: finished.id,
  };
}

/** One student plays the first question and the host ends the game: a finished game's results. */
async function playRosterGame(
  context: BrowserContext,
  baseURL: string,
  room: { id: number; roomCode: string },
  studentId: number,
) {
  const session = (await context.cookies()).find((c) => c.name === 'chalkwise_session');
  const host = gameClient(baseURL, `chalkwise_session=${session!.value}`);
  // A roster name needs the device mark the room's join page gives (issue 23 item 12).
  const joinPage = await fetch(`${baseURL}/api/games/join/${room.roomCode}`);
  const mark = joinPage.headers.getSetCookie().find((c) => c.startsWith('chalkwise_device='));
  expect(mark, `no device mark: ${joinPage.status}`).toBeDefined();
  const player = gameClient(baseURL, mark!.split(';')[0]);
  try {
    await host.join({ role: 'host', roomId: room.id });
    await player.join({ role: 'player', code: room.roomCode, studentId });
    await host.send({ type: 'start' });
    await player.next('question');
    await player.send({ type: 'answer', questionIndex: 0, choice: 0 });
    await player.next('result');
    await host.send({ type: 'end' });
    await host.next('ended');
  } finally {
    host.close();
    player.close();
  }
  // Results are saved as the game ends; wait until they can be read.
  await expect
    .poll(async () => (await context.request.get(`/api/games/${room.id}/results`)).status())
    .toBe(200);
}
