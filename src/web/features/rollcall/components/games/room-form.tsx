import { zodResolver } from '@hookform/resolvers/zod';
import { Gamepad2, Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  GAME_LIMITS,
  GAME_MESSAGES as M,
  GAME_MODE_LABELS,
  GAME_MODES,
  GAME_PACES,
  type CreateRoomBody,
  type GameMode,
  type GamePace,
} from '../../../../../contracts/games.contract';
import type { QuizSummary } from '../../../../../contracts/quizzes.contract';
import { bindField, FormField } from '../../../../components/form-field';
import { NativeSelect } from '../../../../components/native-select';
import { Button } from '../../../../components/ui/button';
import { toast, toastError } from '../../../../components/ui/toast';
import { serverMessage } from '../../../../lib/api-client';
import { useClasses } from '../../classes.api';
import { hostPath, useCreateRoom } from '../../games.api';
import {
  defaultCloseLocal,
  roomForm,
  roomFormDefaults,
  type RoomFormValues,
} from './create-room-values';
import { QuizSelect } from './quiz-select';
import { RoomToggle } from './room-toggle';

const CHOICE_CARD =
  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';
const PACE_LABELS: Record<GamePace, string> = {
  live: 'Live',
  self: 'Self-paced homework',
};
const PACE_HINTS: Record<GamePace, string> = {
  live: 'You run it from the projector: everyone answers the same question together.',
  self: 'Students play on their own until the closing time; you watch their progress.',
};
const MODE_HINTS: Record<GameMode, string> = {
  speed: 'Everyone for themselves: right and fast scores most.',
  team: "Players are split into teams; a team scores its members' average.",
  survival: 'A wrong or missing answer puts a player out; the last ones standing win.',
};
/** 'quiz' keeps each question's own time; the others are seconds for every question. */
const TIMES = ['quiz', '10', '20', '30', '60'];
const TEAMS = ['2', '3', '4'];
const TOGGLES = [
  {
    name: 'streaks',
    id: 'game-streaks',
    label: 'Streak bonus',
    hint: '+100 per correct answer in a row, up to +500.',
  },
  {
    name: 'accuracyMode',
    id: 'game-accuracy',
    label: 'Accuracy mode',
    hint: 'Every right answer scores 1000: speed does not count.',
  },
  {
    name: 'lateJoin',
    id: 'game-late-join',
    label: 'Late join',
    hint: 'Players can join after the game has started.',
  },
] as const;

/** The room's quiz, players, mode and options, checked with the contract; the host view opens after. */
export function RoomForm({
  quizzes,
  quizzesFailed,
  initialQuiz,
}: {
  quizzes: QuizSummary[];
  /** The list could not be loaded: the quiz control says so. */
  quizzesFailed: boolean;
  initialQuiz: string;
}) {
  const [, navigate] = useLocation();
  const classes = useClasses();
  const create = useCreateRoom();
  const form = useForm<RoomFormValues, unknown, CreateRoomBody>({
    resolver: zodResolver(roomForm),
    defaultValues: roomFormDefaults(initialQuiz),
    // Messages change when Create Room is pressed, not while the teacher is choosing.
    reValidateMode: 'onSubmit',
  });
  const gameMode = useWatch({ control: form.control, name: 'gameMode' });
  const pace = useWatch({ control: form.control, name: 'pace' });
  const errors = form.formState.errors;
  const openClasses = (classes.data ?? []).filter((c) => !c.archived && c.studentCount > 0);
  const busy = create.isPending;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (room) => {
        toast({ title: M.created, description: `Room code: ${room.roomCode}` });
        navigate(hostPath(room.id));
      },
      onError: (error) => toastError(M.createFailed, serverMessage(error) ?? error.message),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
      <fieldset disabled={busy} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <QuizSelect
            quizzes={quizzes}
            error={
              errors.quizId?.message ??
              (quizzesFailed ? 'Your quizzes could not be loaded.' : undefined)
            }
            {...form.register('quizId')}
          />
          <FormField
            id="game-max-players"
            label="Max players"
            type="number"
            inputMode="numeric"
            min={1}
            max={GAME_LIMITS.maxPlayers}
            {...bindField(form, 'maxPlayers')}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Pace</legend>
          <div className="grid gap-2 md:grid-cols-2">
            {GAME_PACES.map((p) => (
              <label key={p} className={CHOICE_CARD}>
                <input
                  type="radio"
                  value={p}
                  className="mt-1 size-4"
                  data-testid={`game-pace-${p}`}
                  {...form.register('pace', {
                    onChange: () => {
                      if (!form.getValues('closesAt'))
                        form.setValue('closesAt', defaultCloseLocal());
                    },
                  })}
                />
                <span>
                  <span className="block font-medium">{PACE_LABELS[p]}</span>
                  <span className="block text-xs text-muted-foreground">{PACE_HINTS[p]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {pace === 'self' && (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              id="game-closes-at"
              label="Closes at"
              type="datetime-local"
              {...bindField(form, 'closesAt')}
            />
            <RoomToggle
              id="game-timed"
              label="Timer per question"
              hint="Off: each question takes as long as the student needs, and right answers score 1000."
              {...form.register('timed')}
            />
          </div>
        )}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Game mode</legend>
          <div className="grid gap-2 md:grid-cols-3">
            {GAME_MODES.map((mode) => (
              <label key={mode} className={CHOICE_CARD}>
                <input
                  type="radio"
                  value={mode}
                  className="mt-1 size-4"
                  {...form.register('gameMode')}
                />
                <span>
                  <span className="block font-medium">{GAME_MODE_LABELS[mode]}</span>
                  <span className="block text-xs text-muted-foreground">{MODE_HINTS[mode]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <NativeSelect
            id="game-time"
            label="Time per question"
            options={TIMES}
            format={(s) => (s === 'quiz' ? "The quiz's own times" : `${s} seconds`)}
            {...bindField(form, 'questionSeconds')}
          />
          {gameMode === 'team' && (
            <NativeSelect
              id="game-teams"
              label="Teams"
              options={TEAMS}
              format={(n) => `${n} teams`}
              {...bindField(form, 'teamCount')}
            />
          )}
          {openClasses.length > 0 && (
            <NativeSelect
              id="game-class"
              label="Roster mode (students pick their name)"
              placeholder="Off: nicknames"
              options={openClasses.map((c) => String(c.id))}
              format={(id) => openClasses.find((c) => String(c.id) === id)?.name ?? id}
              {...bindField(form, 'classId')}
            />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {TOGGLES.map((t) => (
            <RoomToggle
              key={t.name}
              id={t.id}
              label={t.label}
              hint={t.hint}
              {...form.register(t.name)}
            />
          ))}
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
  );
}
