import { CheckCircle2, Flame, Lock, Medal, Pause, Trophy, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TEAM_NAMES, type Standing } from '../../../../../contracts/games.contract';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { AnswerTile } from './answer-button';
import { useCountdown, useTimeAnnouncement } from './countdown';
import type { PlayerState } from './player-state';
import type { AnswerProblem } from './use-player-game';

export const teamName = (team: number | null) =>
  team === null ? null : (TEAM_NAMES[team] ?? null);

const PROBLEM_TEXT: Record<Exclude<AnswerProblem, null>, string> = {
  late: 'Time is up: that answer came too late.',
  closed: 'This question has closed.',
  eliminated: "You're out of this game: you're watching now.",
  paused: 'The game is paused. Try again when it carries on.',
  failed: 'Your answer could not be sent. Please try again.',
};

function Lobby({ state }: { state: PlayerState }) {
  const team = teamName(state.team);
  return (
    <Card className="space-y-3 p-8 text-center">
      <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden="true" />
      <h2 className="text-3xl font-bold">You&apos;re in!</h2>
      <p className="text-xl font-semibold" data-testid="player-nickname">
        {state.nickname}
      </p>
      {team && <p className="text-lg">Team {team}</p>}
      <p className="text-muted-foreground">Waiting for the host to start the game…</p>
    </Card>
  );
}

function Timer({ seconds, paused }: { seconds: number; paused: boolean }) {
  return (
    <div
      className={cn(
        'flex min-w-16 items-center justify-center gap-1 rounded-full border-2 px-3 py-1 text-2xl font-bold tabular-nums',
        seconds <= 5 && !paused && 'border-destructive text-destructive',
      )}
      aria-hidden="true"
      data-testid="player-timer"
    >
      {paused ? <Pause className="size-6" /> : seconds}
    </div>
  );
}

function Question({
  state,
  onAnswer,
}: {
  state: PlayerState;
  onAnswer: (questionIndex: number, choice: number) => Promise<AnswerProblem>;
}) {
  const q = state.question!;
  const seconds = useCountdown(q, state.receivedAt) ?? 0;
  const said = useTimeAnnouncement(seconds, `${q.index}`);
  const [sending, setSending] = useState<number | null>(null);
  const [problem, setProblem] = useState<AnswerProblem>(null);
  const answered = state.answeredChoice;
  const watching = state.mode === 'survival' && state.eliminated;
  const open = answered === null && !watching && !q.paused && seconds > 0 && sending === null;

  const choose = (choice: number) => {
    if (!open || choice >= q.choices.length) return;
    setSending(choice);
    setProblem(null);
    void onAnswer(q.index, choice).then((p) => {
      setSending(null);
      setProblem(p);
    });
  };

  // Keys 1-4 choose, wherever the focus is.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= 4) choose(n - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section aria-labelledby="player-question" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          Question {q.index + 1} of {q.total}
        </p>
        <Timer seconds={seconds} paused={q.paused} />
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="time-announcer">
        {said}
      </div>
      <h2 id="player-question" className="text-xl leading-snug font-bold sm:text-2xl">
        {q.question}
      </h2>
      {q.paused && (
        <p role="status" className="rounded-lg bg-muted p-3 text-center font-medium">
          Paused by the host
        </p>
      )}
      {watching && (
        <p role="status" className="rounded-lg bg-muted p-3 text-center font-medium">
          You&apos;re out of this game: you&apos;re watching now.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Answers (keys 1 to 4)">
        {q.choices.map((text, i) => (
          <AnswerTile
            key={i}
            index={i}
            text={text}
            onChoose={() => choose(i)}
            disabled={!open}
            chosen={answered === i || sending === i}
            dimmed={(answered !== null && answered !== i) || watching}
          />
        ))}
      </div>
      {answered !== null && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 text-lg font-semibold"
          data-testid="answer-locked"
        >
          <Lock className="size-5" aria-hidden="true" /> Answer locked in
        </p>
      )}
      {problem && (
        <p role="alert" className="text-center font-medium text-destructive">
          {PROBLEM_TEXT[problem]}
        </p>
      )}
    </section>
  );
}

function Result({ state }: { state: PlayerState }) {
  const r = state.result;
  if (!r) return <Waiting text="Waiting for the next question…" />;
  const right = state.question?.index === r.index ? state.question.choices[r.correctIndex] : null;
  if (r.skipped)
    return (
      <Card className="space-y-2 p-8 text-center">
        <h2 className="text-2xl font-bold">The host skipped this question</h2>
        <p className="text-muted-foreground">It does not count. Score: {r.score}</p>
      </Card>
    );
  return (
    <Card
      className={cn(
        'space-y-3 border-4 p-8 text-center',
        r.correct ? 'border-[#009E73]' : 'border-[#D55E00]',
      )}
      data-testid="player-result"
    >
      {r.correct ? (
        <CheckCircle2 className="mx-auto size-14 text-[#009E73]" aria-hidden="true" />
      ) : (
        <XCircle className="mx-auto size-14 text-[#D55E00]" aria-hidden="true" />
      )}
      <h2 className="text-3xl font-bold" role="status">
        {r.correct ? 'Correct!' : r.choice === null ? 'No answer' : 'Not this time'}
      </h2>
      {r.correct ? (
        <p className="text-xl font-semibold">+{r.points} points</p>
      ) : (
        right && (
          <p className="text-lg">
            The answer was <strong>{right}</strong>
          </p>
        )
      )}
      {r.streak >= 2 && (
        <p className="flex items-center justify-center gap-1 font-semibold">
          <Flame className="size-5 text-[#D55E00]" aria-hidden="true" /> Streak of {r.streak}
        </p>
      )}
      {state.mode === 'survival' &&
        // A player who is out is told only that, even when the others were spared.
        (r.eliminated ? (
          <p className="font-medium">Eliminated — you&apos;re watching now.</p>
        ) : (
          r.spared && <p className="font-medium">Everyone missed it, so nobody is out this time.</p>
        ))}
      <p className="text-lg">
        Score <strong data-testid="player-score">{r.score}</strong> · Rank {r.rank} of {r.players}
      </p>
    </Card>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Card className="p-8 text-center">
      <p className="text-lg font-medium" role="status">
        {text}
      </p>
    </Card>
  );
}

export function StandingsList({ standings, me }: { standings: Standing[]; me?: string }) {
  return (
    <ol className="space-y-2">
      {standings.map((s, i) => (
        <li
          key={s.id}
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3',
            s.id === me && 'border-2 border-primary',
          )}
        >
          <span className="w-8 text-xl font-bold tabular-nums">{i + 1}</span>
          <span className="min-w-0 flex-1 truncate font-semibold">
            {s.nickname}
            {s.id === me && <span className="text-muted-foreground"> (you)</span>}
          </span>
          {s.streak >= 2 && (
            <span className="flex items-center gap-0.5 text-sm font-semibold" title="Streak">
              <Flame className="size-4 text-[#D55E00]" aria-hidden="true" />
              <span className="sr-only">streak </span>
              {s.streak}
            </span>
          )}
          <span className="font-bold tabular-nums">{s.score}</span>
        </li>
      ))}
    </ol>
  );
}

function Leaderboard({ state }: { state: PlayerState }) {
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-2xl font-bold">Leaderboard</h2>
      <StandingsList standings={state.leaderboard ?? []} me={state.playerId} />
      <p className="text-lg">
        Your score <strong data-testid="player-score">{state.score}</strong>
        {state.result && ` · Rank ${state.result.rank} of ${state.result.players}`}
      </p>
      <p className="text-muted-foreground">Get ready for the next question…</p>
    </Card>
  );
}

function Final({ state }: { state: PlayerState }) {
  const f = state.final!;
  return (
    <Card className="space-y-3 p-8 text-center" data-testid="player-final">
      {f.rank <= 3 ? (
        <Trophy className="mx-auto size-14 text-[#E69F00]" aria-hidden="true" />
      ) : (
        <Medal className="mx-auto size-14 text-primary" aria-hidden="true" />
      )}
      <h2 className="text-3xl font-bold">
        You finished #{f.rank} of {f.players}
      </h2>
      <p className="text-xl">
        Score <strong data-testid="player-score">{f.score}</strong>
      </p>
      <p className="text-muted-foreground">
        {f.correct} correct of {f.answered} answered
      </p>
      {f.team && (
        <p className="text-lg">
          Team {f.team.name}: {f.team.score} points, #{f.teamRank}
        </p>
      )}
    </Card>
  );
}

/** Everything a player sees once in the room, by phase. */
export function PlayerGame({
  state,
  onAnswer,
}: {
  state: PlayerState;
  onAnswer: (questionIndex: number, choice: number) => Promise<AnswerProblem>;
}) {
  switch (state.phase) {
    case 'lobby':
      return <Lobby state={state} />;
    case 'question':
      return state.question ? (
        <Question key={state.question.index} state={state} onAnswer={onAnswer} />
      ) : (
        <Waiting text="Waiting for the next question…" />
      );
    case 'reveal':
      return <Result state={state} />;
    case 'leaderboard':
      return <Leaderboard state={state} />;
    case 'ended':
      return state.final ? <Final state={state} /> : <Waiting text="The game has ended." />;
  }
}
