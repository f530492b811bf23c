import { Gamepad2, ListChecks, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  createRoomBody,
  GAME_LIMITS,
  GAME_MESSAGES as M,
  GAME_MODE_LABELS,
  GAME_MODES,
  type GameMode,
} from '../../../../../contracts/games.contract';
import { GAME_MAX_PLAYERS } from '../../../../../contracts/constants';
import { EmptyState } from '../../../../components/empty-state';
import { FormField } from '../../../../components/form-field';
import { Card } from '../../../../components/ui/card';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Skeleton } from '../../../../components/ui/skeleton';
import { fieldClass } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { cn } from '../../../../lib/cn';
import { serverMessage } from '../../../../lib/api-client';
import { useClasses } from '../../classes.api';
import { hostPath, useCreateRoom } from '../../games.api';
import { useQuizzes } from '../../quizzes.api';

export const MODE_HINTS: Record<GameMode, string> = {
  speed: 'Everyone for themselves: right and fast scores most.',
  team: "Players are split into teams; a team scores its members' average.",
  survival: 'A wrong or missing answer puts a player out; the last ones standing win.',
};
const TIMES = [10, 20, 30, 60] as const;

function Select({
  id,
  label,
  value,
  onChange,
  children,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClass, 'h-10')}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-4 accent-[var(--primary)]"
        aria-describedby={`${id}-hint`}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** "Create a game room": a quiz, players, mode and options; the host view opens after. */
export function CreateRoomForm() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const quizzes = useQuizzes();
  const classes = useClasses();
  const create = useCreateRoom();
  const asked = new URLSearchParams(search).get('quiz') ?? '';
  const [quizId, setQuizId] = useState<string | null>(null);
  const [maxPlayers, setMaxPlayers] = useState(String(GAME_MAX_PLAYERS));
  const [gameMode, setGameMode] = useState<GameMode>('speed');
  const [streaks, setStreaks] = useState(true);
  const [accuracyMode, setAccuracyMode] = useState(false);
  const [time, setTime] = useState('quiz');
  const [lateJoin, setLateJoin] = useState(true);
  const [teamCount, setTeamCount] = useState('2');
  const [classId, setClassId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const list = quizzes.data ?? [];
  const openClasses = (classes.data ?? []).filter((c) => !c.archived && c.studentCount > 0);
  // ?quiz= (from a quiz's "Host a game") chooses it, when it is one of the teacher's quizzes.
  const chosen = quizId ?? (list.some((q) => String(q.id) === asked) ? asked : '');

  if (quizzes.isLoading)
    return (
      <Card className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
  if (!quizzes.isError && list.length === 0)
    return (
      <EmptyState
        icon={ListChecks}
        title="You need a quiz to host a game."
        hint="Generate one in the Quiz Generator tab, or make one from an assessment."
      >
        <Link href="/rollcall?tab=quizzes" className={buttonClass()}>
          Go to the Quiz Generator
        </Link>
      </EmptyState>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createRoomBody.safeParse({
      quizId: chosen === '' ? undefined : Number(chosen),
      maxPlayers: maxPlayers.trim() === '' ? Number.NaN : Number(maxPlayers),
      gameMode,
      streaks,
      accuracyMode,
      questionSeconds: time === 'quiz' ? null : Number(time),
      lateJoin,
      teamCount: Number(teamCount),
      classId: classId === '' ? null : Number(classId),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (room) => {
        toast({ title: M.created, description: `Room code: ${room.roomCode}` });
        navigate(hostPath(room.id));
      },
      onError: (error) =>
        toast({
          title: M.createFailed,
          description: serverMessage(error) ?? error.message,
          variant: 'destructive',
        }),
    });
  };

  const busy = create.isPending;
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold">Create a game room</h2>
        <p className="text-sm text-muted-foreground">
          Students join on their own devices with the code, the link or the QR code.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        <fieldset disabled={busy} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              id="game-quiz"
              label="Quiz"
              value={chosen}
              onChange={setQuizId}
              error={
                errors.quizId ?? (quizzes.isError ? 'Your quizzes could not be loaded.' : undefined)
              }
            >
              <option value="">Select a quiz</option>
              {list.map((q) => (
                <option key={q.id} value={q.id} disabled={q.questionCount === 0}>
                  {q.title} ({q.questionCount} questions)
                </option>
              ))}
            </Select>
            <FormField
              id="game-max-players"
              label="Max players"
              type="number"
              inputMode="numeric"
              min={1}
              max={GAME_LIMITS.maxPlayers}
              value={maxPlayers}
              onChange={(e) => setMaxPlayers(e.target.value)}
              error={errors.maxPlayers}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Game mode</legend>
            <div className="grid gap-2 md:grid-cols-3">
              {GAME_MODES.map((mode) => (
                <label
                  key={mode}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name="game-mode"
                    value={mode}
                    checked={gameMode === mode}
                    onChange={() => setGameMode(mode)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="block font-medium">{GAME_MODE_LABELS[mode]}</span>
                    <span className="block text-xs text-muted-foreground">{MODE_HINTS[mode]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Select
              id="game-time"
              label="Time per question"
              value={time}
              onChange={setTime}
              error={errors.questionSeconds}
            >
              <option value="quiz">The quiz&apos;s own times</option>
              {TIMES.map((s) => (
                <option key={s} value={s}>
                  {s} seconds
                </option>
              ))}
            </Select>
            {gameMode === 'team' && (
              <Select
                id="game-teams"
                label="Teams"
                value={teamCount}
                onChange={setTeamCount}
                error={errors.teamCount}
              >
                {[2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {n} teams
                  </option>
                ))}
              </Select>
            )}
            {openClasses.length > 0 && (
              <Select
                id="game-class"
                label="Roster mode (students pick their name)"
                value={classId}
                onChange={setClassId}
                error={errors.classId}
              >
                <option value="">Off: nicknames</option>
                {openClasses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Toggle
              id="game-streaks"
              label="Streak bonus"
              hint="+100 per correct answer in a row, up to +500."
              checked={streaks}
              onChange={setStreaks}
            />
            <Toggle
              id="game-accuracy"
              label="Accuracy mode"
              hint="Every right answer scores 1000: speed does not count."
              checked={accuracyMode}
              onChange={setAccuracyMode}
            />
            <Toggle
              id="game-late-join"
              label="Late join"
              hint="Players can join after the game has started."
              checked={lateJoin}
              onChange={setLateJoin}
            />
          </div>
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Gamepad2 className="size-4" aria-hidden="true" />
          )}
          Create Room
        </Button>
      </form>
    </Card>
  );
}
