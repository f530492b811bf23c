import { CheckCircle2, Flame, Lock, Medal, Pause, Trophy, XCircle } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import {
  TEAM_NAMES,
  type AnswerGiven,
  type PlayerResult,
  type QuestionView,
  type Standing,
} from '../../../../../contracts/games.contract';
import { QUESTION_TYPE_LABELS, type QuestionType } from '../../../../../contracts/quizzes.contract';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { Button } from '../../../../components/ui/button';
import { AnswerTile } from './answer-button';
import { ReadAloud } from './read-aloud';
import { useCountdown, useTimeAnnouncement } from './countdown';
import type { PlayerState } from './player-state';
import type { AnswerProblem } from './use-player-game';
import {
  MultiSelectAnswer,
  OrderAnswer,
  SliderAnswer,
  TextAnswer,
  type TypedAnswerProps,
} from './typed-answers';

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

function Timer({
  seconds,
  paused,
  untimed,
}: {
  seconds: number;
  paused: boolean;
  untimed?: boolean;
}) {
  if (untimed)
    return (
      <p
        className="rounded-full border-2 px-3 py-1 text-sm font-semibold"
        data-testid="player-timer"
      >
        No time limit
      </p>
    );
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
  onNext,
}: {
  state: PlayerState;
  onAnswer: (questionIndex: number, given: AnswerGiven) => Promise<AnswerProblem>;
  onNext: OnNext;
}) {
  const q = state.question!;
  const seconds = useCountdown(q, state.receivedAt) ?? 0;
  const timeUp = !q.untimed && seconds === 0;
  const said = useTimeAnnouncement(seconds, `${q.index}`);
  const [sending, setSending] = useState<number | null>(null);
  const [problem, setProblem] = useState<AnswerProblem>(null);
  const answered = state.answeredChoice;
  const given = state.answeredGiven;
  const locked = answered !== null || given !== null;
  const watching = state.mode === 'survival' && state.eliminated;
  const open = !locked && !watching && !q.paused && !timeUp && sending === null;
  const oneChoice = ONE_CHOICE.includes(q.type);

  const send = (answer: AnswerGiven) => {
    if (!open) return;
    setSending(answer.choice ?? -1);
    setProblem(null);
    void onAnswer(q.index, answer).then((p) => {
      setSending(null);
      setProblem(p);
    });
  };
  const choose = (choice: number) => {
    if (choice < q.choices.length) send({ choice });
  };

  // Keys 1-4 choose, wherever the focus is (one-choice types; the others have their own keys).
  // Attached before the question is painted: a key pressed as soon as it shows is not lost.
  useLayoutEffect(() => {
    if (!oneChoice) return;
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
        <div className="flex items-center gap-2">
          <ReadAloud q={q} />
          <Timer seconds={seconds} paused={q.paused} untimed={q.untimed} />
        </div>
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
      {q.type !== 'multiple_choice' && (
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {QUESTION_TYPE_LABELS[q.type]}
          {q.type === 'poll' || q.type === 'word_cloud' ? ' · no points' : ''}
        </p>
      )}
      {oneChoice ? (
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
      ) : (
        <TypedAnswer q={q} open={open} given={given} onSubmit={send} />
      )}
      {locked && (
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
      {state.pace === 'self' && timeUp && !locked && (
        <div className="space-y-2 text-center">
          <p role="status" className="text-lg font-semibold">
            Time is up for this question.
          </p>
          <NextButton onNext={onNext} label="See the answer" />
        </div>
      )}
    </section>
  );
}

const ONE_CHOICE: readonly QuestionType[] = ['multiple_choice', 'true_false', 'poll'];

function TypedAnswer(props: TypedAnswerProps) {
  switch (props.q.type) {
    case 'multi_select':
      return <MultiSelectAnswer {...props} />;
    case 'slider':
      return <SliderAnswer {...props} />;
    case 'order':
      return <OrderAnswer {...props} />;
    default:
      return <TextAnswer {...props} />;
  }
}

/** The answer key as a sentence, per type, for a player who did not get it all right. */
function rightAnswer(r: PlayerResult, q: QuestionView | null): string | null {
  const choices = q?.index === r.index ? q.choices : [];
  switch (r.type) {
    case 'multi_select':
      return (r.correctIndexes ?? []).map((i) => choices[i]).join(', ') || null;
    case 'type_answer':
      return r.acceptedAnswers?.join(' or ') ?? null;
    case 'slider':
      return r.tolerance ? `${r.answer} (±${r.tolerance})` : String(r.answer);
    case 'order':
      return r.correctOrder?.join(' → ') ?? null;
    case 'poll':
    case 'word_cloud':
      return null;
    default:
      return choices[r.correctIndex] ?? null;
  }
}

type OnNext = () => Promise<string | null>;

/**
 * Self-paced: the player's own "move on". It takes the focus when it appears, so a keyboard
 * (or switch) user goes on with Enter; a refusal is read out.
 */
function NextButton({ onNext, label }: { onNext: OnNext; label: string }) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <Button
        autoFocus
        size="lg"
        className="w-full"
        disabled={sending}
        data-testid="player-next"
        onClick={() => {
          setSending(true);
          setProblem(null);
          void onNext().then((p) => {
            setSending(false);
            setProblem(p);
          });
        }}
      >
        {label}
      </Button>
      {problem && (
        <p role="alert" className="text-center font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

function Result({ state, onNext }: { state: PlayerState; onNext: OnNext }) {
  const r = state.result;
  if (!r) return <Waiting text="Waiting for the next question…" />;
  const right = rightAnswer(r, state.question);
  const unscored = r.type === 'poll' || r.type === 'word_cloud';
  const gaveNothing = r.choice === null && r.given === null;
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
        r.correct || r.type === 'poll' || r.type === 'word_cloud'
          ? 'border-[#009E73]'
          : 'border-[#D55E00]',
      )}
      data-testid="player-result"
    >
      {r.correct || unscored ? (
        <CheckCircle2 className="mx-auto size-14 text-[#009E73]" aria-hidden="true" />
      ) : (
        <XCircle className="mx-auto size-14 text-[#D55E00]" aria-hidden="true" />
      )}
      <h2 className="text-3xl font-bold" role="status">
        {gaveNothing
          ? 'No answer'
          : unscored
            ? 'Thanks for answering!'
            : r.correct
              ? 'Correct!'
              : r.points > 0
                ? 'Partly right'
                : 'Not this time'}
      </h2>
      {r.points > 0 && <p className="text-xl font-semibold">+{r.points} points</p>}
      {r.fraction !== null && !r.correct && r.fraction > 0 && (
        <p>{Math.round(r.fraction * 100)}% of the points</p>
      )}
      {r.positionsRight !== null && !r.correct && !gaveNothing && (
        <p>
          {r.positionsRight} of {r.correctOrder?.length ?? 0} in the right place
        </p>
      )}
      {!r.correct && right && (
        <p className="text-lg">
          The answer was <strong>{right}</strong>
        </p>
      )}
      {r.explanation && (
        <p className="rounded-lg bg-muted p-3 text-left" data-testid="player-explanation">
          {r.explanation}
        </p>
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
      {state.pace === 'self' && (
        <NextButton
          onNext={onNext}
          label={r.index + 1 < (state.question?.total ?? 0) ? 'Next question' : 'See my score'}
        />
      )}
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
      {state.pace === 'self' && (
        <p className="text-muted-foreground">
          Your place so far: classmates may still be doing this assignment.
        </p>
      )}
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
  onNext,
}: {
  state: PlayerState;
  onAnswer: (questionIndex: number, given: AnswerGiven) => Promise<AnswerProblem>;
  /** Self-paced rooms: the player's own next. */
  onNext: OnNext;
}) {
  switch (state.phase) {
    case 'lobby':
      return <Lobby state={state} />;
    case 'question':
      return state.question ? (
        <Question key={state.question.index} state={state} onAnswer={onAnswer} onNext={onNext} />
      ) : (
        <Waiting text="Waiting for the next question…" />
      );
    case 'reveal':
      return <Result state={state} onNext={onNext} />;
    case 'leaderboard':
      return <Leaderboard state={state} />;
    case 'ended':
      return state.final ? <Final state={state} /> : <Waiting text="The game has ended." />;
  }
}
