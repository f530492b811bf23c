import type { CreateRoomBody } from '../../../contracts/games.contract';
import type { Clock } from '../../platform/clock';
import { createGame, reduce, type GameEvent } from './games.rules';
import { resultRows, roomConfig } from './games.live';
import type { EventRow, GamesRepository } from './games.repository';
import type { GamesService } from './games.service';

/** How one player answered one question: a choice after some milliseconds, or nothing. */
export type RecordedAnswer = { choice: number; ms: number } | null;

/**
 * A finished game played through the same reducer a live room uses, start to podium, stored as
 * a live room stores it (event log and results). For the demo teacher, so RollCall's results and
 * analytics show a real game on a fresh install.
 */
export function createRecordedGames(deps: {
  repo: GamesRepository;
  clock: Clock;
  createRoom: GamesService['createRoom'];
}) {
  return {
    async play(
      ownerId: number,
      body: Pick<CreateRoomBody, 'quizId'> & Partial<CreateRoomBody>,
      playedAt: Date,
      answer: (
        player: number,
        question: { index: number; answerIndex: number; choices: string[]; timeLimit: number },
      ) => RecordedAnswer,
    ): Promise<number> {
      const summary = await deps.createRoom(ownerId, {
        maxPlayers: 50,
        gameMode: 'speed',
        streaks: true,
        accuracyMode: false,
        questionSeconds: null,
        lateJoin: true,
        teamCount: 2,
        classId: null,
        pace: 'live',
        closesAt: null,
        timed: true,
        ...body,
      });
      const record = (await deps.repo.owned(ownerId, summary.id))!;
      const state = createGame(roomConfig(record), record.questions);
      const events: EventRow[] = [];
      let at = playedAt.getTime();
      const send = (event: GameEvent) => {
        if (reduce(state, event, at).accepted) {
          events.push({ roomId: record.id, seq: events.length, at, event });
        }
      };
      const roster = state.config.roster ?? [];
      roster.forEach((s, i) =>
        send({
          type: 'join',
          playerId: `demo${i}`,
          token: `demo-token-${record.id}-${i}-pad`,
          studentId: s.studentId,
        }),
      );
      send({ type: 'start' });
      for (let q = 0; q < record.questions.length; q++) {
        const opened = at;
        const given = roster
          .map((_, i) => ({ i, a: answer(i, { index: q, ...record.questions[q]! }) }))
          .filter((x): x is { i: number; a: { choice: number; ms: number } } => x.a !== null)
          .sort((x, y) => x.a.ms - y.a.ms);
        for (const { i, a } of given) {
          at = opened + a.ms;
          send({ type: 'answer', playerId: `demo${i}`, questionIndex: q, choice: a.choice });
        }
        at = opened + record.questions[q]!.timeLimit * 1000;
        send({ type: 'tick' });
        at += 8_000;
        send({ type: 'next' });
        at += 6_000;
        if (q < record.questions.length - 1) send({ type: 'next' });
      }
      await deps.repo.appendEvents(events);
      await deps.repo.markRunning(record.id, playedAt);
      const { players, answers } = resultRows(state);
      await deps.repo.saveResults(record.id, new Date(at), players, answers);
      return record.id;
    },
    remove: (ownerId: number, roomId: number) => deps.repo.removeRoom(ownerId, roomId),
  };
}

export type RecordedGames = ReturnType<typeof createRecordedGames>;
