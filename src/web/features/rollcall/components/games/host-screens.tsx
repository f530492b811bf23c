import { countOf } from '../../../../lib/format';
import { Ban, Check, Flame, Lock, Trophy, UserX, Users } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ExtraTime, Standing, TeamStanding } from '../../../../../contracts/games.contract';
import { ExtraTimeSelect } from './extra-time-select';
import { ConfirmDialog } from '../../../../components/ui/alert-dialog';
import { Button, buttonClass } from '../../../../components/ui/button';
import { QUESTION_TYPE_LABELS } from '../../../../../contracts/quizzes.contract';
import { TypedQuestionHint, TypedReveal, typedAnswered } from './type-results';
import { cn } from '../../../../lib/cn';
import { resultsPath } from '../../games.api';
import { AnswerTile } from './answer-button';
import { choiceStyle, ChoiceShape } from './choice-style';
import { useCountdown, useTimeAnnouncement } from './countdown';
import type { HostState } from './host-state';
import { teamName } from './player-screens';

type Command = (
  msg:
    | { type: 'kick' | 'ban'; playerId: string }
    | { type: 'lock'; locked: boolean }
    | { type: 'extraTime'; playerId: string; extra: ExtraTime },
) => void;

function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' }).then(
      (data) => live && setSrc(data),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return <div className="size-56 rounded-lg bg-muted lg:size-64" aria-hidden="true" />;
  return (
    <img
      src={src}
      alt={`QR code to join at ${url}`}
      className="size-56 rounded-lg bg-white p-2 lg:size-64"
      data-testid="join-qr"
    />
  );
}

/** How to join: the address, the code, a QR code and the link (lobby and assignment). */
export function JoinPanel({ roomCode }: { roomCode: string }) {
  const origin = window.location.origin;
  const url = `${origin}/join/${roomCode}`;
  return (
    <section aria-labelledby="join-heading" className="space-y-4 text-center">
      <h2 id="join-heading" className="text-2xl font-semibold lg:text-3xl">
        Join at <span className="font-bold">{origin.replace(/^https?:\/\//, '')}/join</span>
      </h2>
      <p
        className="font-mono text-7xl font-black tracking-[0.15em] lg:text-8xl"
        aria-label={`Room code ${roomCode.split('').join(' ')}`}
        data-testid="host-room-code"
      >
        {roomCode}
      </p>
      <div className="flex justify-center">
        <QrCode url={url} />
      </div>
      <p className="text-lg break-all">
        <a href={url} className="underline underline-offset-4" data-testid="join-link">
          {url}
        </a>
      </p>
    </section>
  );
}

export function HostLobby({ state, command }: { state: HostState; command: Command }) {
  const [banning, setBanning] = useState<{ id: string; nickname: string } | null>(null);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <JoinPanel roomCode={state.roomCode} />
      <section aria-labelledby="players-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="players-heading" className="flex items-center gap-2 text-3xl font-bold">
            <Users className="size-8" aria-hidden="true" />
            <span data-testid="host-player-count">
              {state.players.length} / {state.maxPlayers}
            </span>{' '}
            players
          </h2>
          <LockToggle locked={state.locked} command={command} />
        </div>
        <p className="text-muted-foreground">
          {state.locked
            ? 'The room is locked: nobody new can join.'
            : state.lateJoin
              ? 'Late join is on: players can still join after the game starts.'
              : 'Late join is off: joining closes when the game starts.'}
        </p>
        {state.players.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-xl" role="status">
            Waiting for players to join…
          </p>
        ) : (
          <PlayerChips state={state} command={command} onBan={setBanning} />
        )}
      </section>
      <ConfirmDialog
        open={banning !== null}
        onOpenChange={(open) => !open && setBanning(null)}
        title={`Ban ${banning?.nickname ?? ''}?`}
        description="They leave the game and cannot join it again from this device."
        confirmLabel="Ban"
        onConfirm={() => {
          if (banning) command({ type: 'ban', playerId: banning.id });
          setBanning(null);
        }}
      />
    </div>
  );
}

export function LockToggle({ locked, command }: { locked: boolean; command: Command }) {
  return (
    <Button
      variant="outline"
      aria-pressed={locked}
      onClick={() => command({ type: 'lock', locked: !locked })}
    >
      <Lock className="size-4" aria-hidden="true" /> {locked ? 'Unlock room' : 'Lock room'}
    </Button>
  );
}

function PlayerChips({
  state,
  command,
  onBan,
}: {
  state: HostState;
  command: Command;
  onBan: (p: { id: string; nickname: string }) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Players" data-testid="host-players">
      {state.players.map((p) => {
        const team = teamName(p.team);
        return (
          <li
            key={p.id}
            className={cn(
              'flex items-center gap-1 rounded-full border bg-card py-1 pr-1 pl-4 text-xl font-semibold',
              !p.connected && 'border-dashed text-muted-foreground',
            )}
          >
            <span>{p.nickname}</span>
            {team && <span className="text-sm font-normal text-muted-foreground">· {team}</span>}
            {!p.connected && <span className="text-sm font-normal">(away)</span>}
            <ExtraTimeSelect
              playerId={p.id}
              nickname={p.nickname}
              value={p.extraTime}
              command={command}
            />
            <Button
              variant="ghost"
              size="icon"
              className="size-9 rounded-full"
              aria-label={`Remove ${p.nickname}`}
              title="Remove"
              onClick={() => command({ type: 'kick', playerId: p.id })}
            >
              <UserX className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 rounded-full"
              aria-label={`Ban ${p.nickname}`}
              title="Ban"
              onClick={() => onBan({ id: p.id, nickname: p.nickname })}
            >
              <Ban className="size-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function HostQuestion({ state }: { state: HostState }) {
  const q = state.question!;
  const seconds = useCountdown(q, state.receivedAt) ?? 0;
  const said = useTimeAnnouncement(seconds, q.index);
  const of = state.answeredOf ?? state.players.filter((p) => p.connected).length;
  return (
    <section aria-labelledby="host-question" className="flex flex-1 flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <p className="text-2xl font-semibold text-muted-foreground">
          Question {q.index + 1} of {q.total}
        </p>
        <p className="text-2xl font-semibold" data-testid="host-answered">
          {state.answered} of {of} answered
        </p>
        <div
          className={cn(
            'flex size-24 items-center justify-center rounded-full border-8 text-5xl font-black tabular-nums',
            seconds <= 5 && !q.paused ? 'border-[#D55E00]' : 'border-primary',
          )}
          aria-hidden="true"
          data-testid="host-timer"
        >
          {seconds}
        </div>
        <div className="sr-only" aria-live="polite">
          {said}
        </div>
      </div>
      <h2 id="host-question" className="text-4xl leading-tight font-bold lg:text-5xl">
        {q.question}
      </h2>
      {q.paused && (
        <p role="status" className="text-center text-3xl font-bold">
          Paused
        </p>
      )}
      {q.type !== 'multiple_choice' && (
        <p className="text-2xl font-semibold text-muted-foreground">
          {QUESTION_TYPE_LABELS[q.type]}
          {q.type === 'multi_select' ? ': pick every right answer' : ''}
        </p>
      )}
      {q.choices.length > 0 ? (
        <div className="grid flex-1 content-end gap-4 md:grid-cols-2">
          {q.choices.map((text, i) => (
            <AnswerTile key={i} index={i} text={text} size="projector" />
          ))}
        </div>
      ) : (
        <TypedQuestionHint q={q} />
      )}
    </section>
  );
}

export function HostReveal({ state }: { state: HostState }) {
  const r = state.reveal!;
  const q = state.lastQuestion?.index === r.index ? state.lastQuestion : null;
  // Players who answered: a choice's count, or (multi-select picks and typed answers) the
  // type's own tally, so "no answer of" counts players, not picks.
  const total = typedAnswered(r) + r.noAnswer;
  const max = Math.max(1, ...r.counts);
  const isRight = (i: number) => i === r.correctIndex || (r.correctIndexes?.includes(i) ?? false);
  return (
    <section aria-labelledby="host-reveal" className="space-y-6">
      <p className="text-2xl font-semibold text-muted-foreground">
        Question {r.index + 1}
        {q ? ` of ${q.total}` : ''}
      </p>
      <h2 id="host-reveal" className="text-4xl leading-tight font-bold">
        {q?.question ?? 'The answer'}
      </h2>
      {r.skipped ? (
        <p className="text-3xl font-semibold" role="status">
          Skipped: this question does not count.
        </p>
      ) : r.counts.length === 0 ? (
        <TypedReveal r={r} />
      ) : (
        <ul className="space-y-3" aria-label="Answers given" data-testid="host-distribution">
          {r.counts.map((count, i) => {
            const s = choiceStyle(i);
            const right = isRight(i);
            return (
              <li key={i} className="flex items-center gap-4">
                <div
                  className="flex w-2/5 min-w-0 items-center gap-3 rounded-xl p-3 text-2xl font-semibold"
                  style={{ background: s.background, color: s.text }}
                >
                  <ChoiceShape index={i} className="size-10" />
                  <span className="sr-only">{s.label}: </span>
                  <span className="min-w-0 flex-1 truncate">{q?.choices[i] ?? s.label}</span>
                </div>
                <div className="flex flex-1 items-center gap-3">
                  <div className="h-10 flex-1 rounded-md bg-muted">
                    <div
                      className="h-10 rounded-md"
                      style={{ width: `${(count / max) * 100}%`, background: s.background }}
                    />
                  </div>
                  <span className="w-16 text-right text-3xl font-bold tabular-nums">{count}</span>
                  <span className="w-56 text-xl font-bold">
                    {right && (
                      <span className="flex items-center gap-1" data-testid="host-correct">
                        <Check className="size-8 text-[#009E73]" aria-hidden="true" /> Correct
                        answer
                      </span>
                    )}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {!r.skipped && r.type === 'multi_select' && (
        <p className="text-xl text-muted-foreground">Each bar counts the players who picked it.</p>
      )}
      {!r.skipped && (
        <p className="text-xl text-muted-foreground">
          {r.noAnswer} of {total} gave no answer
        </p>
      )}
      {!r.skipped && r.explanation && (
        <p className="rounded-xl bg-muted p-4 text-2xl" data-testid="host-explanation">
          {r.explanation}
        </p>
      )}
    </section>
  );
}

export function TeamStandings({ teams }: { teams: TeamStanding[] }) {
  if (teams.length === 0) return null;
  return (
    <section aria-labelledby="teams-heading" className="space-y-3">
      <h3 id="teams-heading" className="text-2xl font-bold">
        Teams
      </h3>
      <ol className="space-y-2">
        {teams.map((t, i) => (
          <li key={t.team} className="flex items-center gap-4 rounded-xl border p-3 text-2xl">
            <span className="w-8 font-black">{i + 1}</span>
            <span className="flex-1 font-semibold">{t.name}</span>
            <span className="text-base text-muted-foreground">{countOf(t.members, 'player')}</span>
            <span className="font-bold tabular-nums">{t.score}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function BigStandings({ standings }: { standings: Standing[] }) {
  return (
    <ol className="space-y-3" data-testid="host-leaderboard">
      {standings.map((s, i) => (
        <li
          key={s.id}
          className={cn(
            'flex items-center gap-4 rounded-xl border bg-card p-4 text-3xl',
            s.eliminated && 'text-muted-foreground',
          )}
        >
          <span className="w-10 font-black tabular-nums">{i + 1}</span>
          <span className="min-w-0 flex-1 truncate font-semibold">{s.nickname}</span>
          {s.eliminated && <span className="text-lg">out</span>}
          {s.streak >= 2 && (
            <span className="flex items-center gap-1 rounded-full border px-3 py-1 text-xl font-bold">
              <Flame className="size-6 text-[#D55E00]" aria-hidden="true" />
              <span className="sr-only">Streak of </span>
              {s.streak}
            </span>
          )}
          <span className="font-bold tabular-nums">{s.score}</span>
        </li>
      ))}
    </ol>
  );
}

export function HostLeaderboard({ state }: { state: HostState }) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="leaderboard-heading" className="space-y-4">
        <h2 id="leaderboard-heading" className="text-4xl font-bold">
          Leaderboard
        </h2>
        <BigStandings standings={state.leaderboard} />
      </section>
      <TeamStandings teams={state.teams} />
    </div>
  );
}

const PLACES = [
  { order: 'order-2', height: 'h-56', label: '1st' },
  { order: 'order-1', height: 'h-40', label: '2nd' },
  { order: 'order-3', height: 'h-28', label: '3rd' },
];

export function HostPodium({ state }: { state: HostState }) {
  const podium = state.podium ?? [];
  return (
    <div className="space-y-8">
      <h2 className="flex items-center justify-center gap-3 text-5xl font-black">
        <Trophy className="size-12 text-[#E69F00]" aria-hidden="true" /> Podium
      </h2>
      {podium.length === 0 ? (
        <p className="text-center text-2xl">Nobody played this game.</p>
      ) : (
        <ol className="mx-auto flex max-w-4xl items-end justify-center gap-4" data-testid="podium">
          {podium.map((s, i) => (
            <li
              key={s.id}
              className={cn('flex w-1/3 flex-col items-center gap-2', PLACES[i]!.order)}
            >
              <span className="max-w-full truncate text-3xl font-bold">{s.nickname}</span>
              <span className="text-2xl tabular-nums">{s.score} points</span>
              <div
                className={cn(
                  'flex w-full items-start justify-center rounded-t-xl bg-primary pt-4 text-4xl font-black text-primary-foreground',
                  PLACES[i]!.height,
                )}
              >
                {PLACES[i]!.label}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mx-auto max-w-2xl">
        <TeamStandings teams={state.teams} />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href={resultsPath(state.roomId)} className={buttonClass('default', 'lg')}>
          Results
        </Link>
        <Link href="/rollcall?tab=games" className={buttonClass('outline', 'lg')}>
          Back to Game Rooms
        </Link>
      </div>
    </div>
  );
}
