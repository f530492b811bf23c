import type { Database, Db } from '../platform/db/client';
import type { Clock } from '../platform/clock';
import { createDemoSeeder, type DemoSeeder, type DemoServices } from '../features/demo/demo.seeder';
import type { createAiService } from '../features/ai/ai.service';
import { createQuizzesRepository } from '../features/quizzes/quizzes.repository';
import { createQuizzesService } from '../features/quizzes/quizzes.service';
import { createGamesRepository } from '../features/games/games.repository';
import { createGamesService } from '../features/games/games.service';
import { createRecordedGames } from '../features/games/games.recorded';
import { gameSources, type RecordServices } from './records';

type Deps = {
  database: Database;
  clock: Clock;
  ai: ReturnType<typeof createAiService>;
  students: RecordServices['students'];
  recordServices: (db: Db) => RecordServices;
};

/** The demo seeder, writing a whole class in one transaction (issue 16, item 5). */
export function createDemoWiring({ database, clock, ai, students, recordServices }: Deps) {
  /**
   * The services the demo seeder writes through, built by the same factories on `db`, one
   * transaction, so the whole class commits together. Nothing in them may reach `database.db`:
   * on the embedded database that is the one connection the transaction holds, and a query
   * outside it would wait for ever.
   */
  const demoServicesOn = (db: Db): DemoServices => {
    const records = recordServices(db);
    // `ai` is only for generating, which the seeder never does.
    const quizzesOnDb = createQuizzesService({
      repo: createQuizzesRepository(db),
      clock,
      ai,
      assessments: records.assessments,
    });
    const gamesRepo = createGamesRepository(db);
    const gamesOnDb = createGamesService({
      repo: gamesRepo,
      clock,
      ...gameSources({ ...records, quizzes: quizzesOnDb }),
    });
    return {
      ...records,
      quizzes: quizzesOnDb,
      recordedGames: createRecordedGames({
        repo: gamesRepo,
        clock,
        createRoom: gamesOnDb.createRoom,
      }),
    };
  };
  const seedInTransaction: <T>(write: (services: DemoServices) => Promise<T>) => Promise<T> = (
    write,
  ) =>
    // A transaction has every query builder the repositories use (it is Drizzle's database
    // class underneath); its type lacks only the pool handle, which they never touch.
    database.db.transaction((tx) => write(demoServicesOn(tx as unknown as Db)));
  const demo: DemoSeeder = createDemoSeeder({ clock, students, transaction: seedInTransaction });
  return { seedInTransaction, demo };
}
