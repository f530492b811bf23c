// Lists and analytics as data grows (issue 16, items 1, 2 and 7): GET /api/lessons, /students
// and /assessments at 10, 1,000 and 10,000 rows (latency and bytes of the first page), and
// /api/analytics/overview, /api/analytics/stats, /api/assessments/stats,
// /api/assessments/review-count, one student's progress and the first page of /api/assessments
// at 500 students x 50 scores. On the embedded database, and also on PostgreSQL when
// TEST_DATABASE_URL is set. Fails (exit 1) past the budgets.
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres, type Database } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { tidyTables } from '../src/server/platform/db/upkeep';
import { systemClock } from '../src/server/platform/clock';
import { percentile } from './stats';

const RUNS = 15;
/** Budgets: analytics under 50 ms on PostgreSQL, 100 ms embedded; lists flat (10k within 3x of 10). */
const ANALYTICS_BUDGET = { pglite: 100, postgres: 50 } as const;
const FLAT_FACTOR = 3;
const failures: string[] = [];

async function timed(app: Awaited<ReturnType<typeof createApp>>, url: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 2; i += 1) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body}`);
    bytes = res.rawPayload.length;
    if (i >= 2) times.push(ms); // two warm-up runs
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

async function signUp(app: Awaited<ReturnType<typeof createApp>>, username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username,
      password: 'bench-password',
      email: `${username}@bench.test`,
      firstName: 'Bench',
      lastName: 'Teacher',
    },
  });
  if (res.statusCode >= 300) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { cookie, id: (res.json() as { user: { id: number } }).user.id };
}

/** Bulk rows straight in SQL: lessons with 5,000 characters of content, students, assessments. */
async function seedLists(db: Database['db'], ownerId: number, n: number) {
  await db.execute(sql`
    insert into lessons (owner_id, title, subject, grade, topic, duration, objectives, materials,
      description, content, status, ai_generated, created_at, updated_at)
    select ${ownerId}, 'Lesson ' || i, (array['Mathematics','Science','History'])[1 + i % 3],
      (1 + i % 12)::text, 'Topic', 45, '[]'::jsonb, '[]'::jsonb, 'A lesson',
      jsonb_build_object('generatedContent', repeat('x', 5000)), 'draft', i % 2 = 0,
      now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into students (owner_id, first_name, last_name, email, grade, notes, created_at, updated_at)
    select ${ownerId}, 'First' || i, 'Last' || lpad(i::text, 6, '0'), 's' || i || '-' || ${ownerId} || '@bench.test',
      (1 + i % 12)::text, '', now(), now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into assessments (owner_id, title, description, type, subject, grade, created_at, updated_at)
    select ${ownerId}, 'Assessment ' || i, 'About things', 'quiz', 'Mathematics', '5',
      now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${n}) i`);
}

/** 500 students, 50 assessments, a score for every pair (25,000 results), 1 in 50 to review. */
async function seedAnalytics(db: Database['db'], ownerId: number) {
  await seedLists(db, ownerId, 0);
  await db.execute(sql`
    insert into students (owner_id, first_name, last_name, email, grade, notes, created_at, updated_at)
    select ${ownerId}, 'First' || i, 'Last' || i, null, (1 + i % 12)::text, '', now(), now()
    from generate_series(1, 500) i`);
  await db.execute(sql`
    insert into assessments (owner_id, title, description, type, subject, grade, created_at, updated_at, ai_generated)
    select ${ownerId}, 'Assessment ' || i, '', 'quiz', (array['Mathematics','Science','History'])[1 + i % 3], '5',
      now() - ((60 - i) || ' days')::interval, now(), i % 2 = 0
    from generate_series(1, 50) i`);
  await db.execute(sql`
    insert into lessons (owner_id, title, subject, grade, topic, duration, objectives, materials,
      description, content, status, ai_generated, created_at, updated_at)
    select ${ownerId}, 'Lesson ' || i, 'Science', '5', '', 45, '[]'::jsonb, '[]'::jsonb, '',
      jsonb_build_object('generatedContent', repeat('x', 20000)), 'draft', i % 2 = 0, now() - (i || ' hours')::interval, now()
    from generate_series(1, 200) i`);
  await db.execute(sql`
    insert into assessment_results (owner_id, assessment_id, student_id, score, answers, needs_review, source, submitted_at)
    select ${ownerId}, a.id, s.id, case when (a.id + s.id) % 50 = 0 then null else 40 + (a.id * 7 + s.id * 13) % 61 end,
      '[{"questionId":"q1","answer":"A long enough answer","correct":true,"pointsAwarded":1}]'::jsonb,
      (a.id + s.id) % 50 = 0, 'online', a.created_at + interval '1 day'
    from assessments a cross join students s
    where a.owner_id = ${ownerId} and s.owner_id = ${ownerId}`);
}

async function firstStudent(db: Database['db'], ownerId: number) {
  const { rows } = await db.execute<{ id: number }>(
    sql`select min(id) as id from students where owner_id = ${ownerId}`,
  );
  return rows[0]!.id;
}

/**
 * The planner's statistics after a bulk load, as a running server has them: the embedded
 * database's upkeep (platform/db/upkeep.ts, every ten minutes) or PostgreSQL's autovacuum.
 */
async function settle(kind: 'pglite' | 'postgres', database: Database) {
  if (kind === 'pglite') await tidyTables(database.db);
  else await database.db.execute(sql`analyze`);
}

async function run(kind: 'pglite' | 'postgres', database: Database) {
  await runMigrations(database);
  const config = loadConfig({
    DATA_DIR: '/tmp/chalkwise-bench-data',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
  });
  const app = await createApp({ config, database, clock: systemClock, logger: false });
  await app.ready();
  try {
    const stamp = Date.now().toString(36);
    console.log(`\n-- lists on ${kind} (first page, default limit)`);
    console.log(
      'endpoint'.padEnd(22) +
        'rows'.padStart(7) +
        'p50 ms'.padStart(9) +
        'p95 ms'.padStart(9) +
        'bytes'.padStart(9),
    );
    const byRows = new Map<string, number[]>();
    for (const n of [10, 1000, 10_000]) {
      const { cookie, id } = await signUp(app, `bench${n}${stamp}`);
      await seedLists(database.db, id, n);
      await settle(kind, database);
      for (const path of ['/api/lessons', '/api/students', '/api/assessments']) {
        const r = await timed(app, path, cookie);
        byRows.set(path, [...(byRows.get(path) ?? []), r.p50]);
        console.log(
          path.padEnd(22) +
            String(n).padStart(7) +
            r.p50.toFixed(1).padStart(9) +
            r.p95.toFixed(1).padStart(9) +
            String(r.bytes).padStart(9),
        );
      }
      const s = await timed(app, '/api/lessons?search=lesson%2099&subject=science', cookie);
      console.log(
        '  lessons search+filter'.padEnd(22) +
          String(n).padStart(7) +
          s.p50.toFixed(1).padStart(9) +
          s.p95.toFixed(1).padStart(9) +
          String(s.bytes).padStart(9),
      );
    }
    for (const [path, [small, , large]] of byRows) {
      if (large! > Math.max(small! * FLAT_FACTOR, small! + 5))
        failures.push(
          `${kind} ${path}: ${small!.toFixed(1)} ms at 10 rows, ${large!.toFixed(1)} ms at 10,000`,
        );
    }

    console.log(`\n-- analytics on ${kind}, 500 students x 50 scores`);
    const { cookie, id } = await signUp(app, `benchan${stamp}`);
    await seedAnalytics(database.db, id);
    await settle(kind, database);
    for (const path of [
      '/api/analytics/overview',
      '/api/analytics/stats',
      '/api/assessments/stats',
      '/api/assessments/review-count',
      // The assessments list's first page, whose rows carry submissions, pending and average.
      '/api/assessments',
      // One student's progress: their scores, not the class's.
      `/api/analytics/students/${await firstStudent(database.db, id)}`,
    ]) {
      const r = await timed(app, path, cookie);
      const budget = ANALYTICS_BUDGET[kind];
      console.log(
        `${path.padEnd(32)} p50=${r.p50.toFixed(1)}ms p95=${r.p95.toFixed(1)}ms budget ${budget} ms${r.p50 > budget ? '  OVER' : ''}`,
      );
      if (r.p50 > budget)
        failures.push(`${kind} ${path}: p50 ${r.p50.toFixed(1)} ms > ${budget} ms`);
    }
  } finally {
    await app.close();
  }
}

const pglite = await openPglite(`/tmp/chalkwise-bench-data-${process.pid}`);
try {
  await run('pglite', pglite);
} finally {
  await pglite.close();
}
if (process.env.TEST_DATABASE_URL) {
  const pg = openPostgres(process.env.TEST_DATABASE_URL);
  try {
    await run('postgres', pg);
  } finally {
    await pg.close();
  }
} else {
  console.log('\n(TEST_DATABASE_URL unset: PostgreSQL figures skipped)');
}
if (failures.length > 0) {
  console.log(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
