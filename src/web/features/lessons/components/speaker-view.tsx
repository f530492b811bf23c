import { ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SharedLesson } from '../../../../contracts/lessons.contract';
import { Markdown } from '../../../components/markdown';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { lessonPhases } from '../lesson-phases';
import { spentAt, STOPPED, timerText, type PhaseClock } from '../phase-clock';
import { REMOTE_ACTIONS, usePresenterChannel } from '../presenter-channel';
import { presenterAction, type PresenterAction } from './presenter-keys';

/**
 * The teacher's own screen while presenting: the phase on the classroom screen with its timer,
 * its answers and notes, and the next phase. It follows the presenter window (which owns the
 * screen and the timers) and drives it: its keys and buttons are sent there.
 */
export function SpeakerView({
  lesson,
  lessonId,
}: {
  lesson: SharedLesson & { description?: string };
  lessonId: number;
}) {
  const { overview, overviewNotes, phases } = useMemo(() => lessonPhases(lesson), [lesson]);
  const [state, setState] = useState<{ screen: number; clocks: PhaseClock[] } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // Set as the classroom screen's first state arrives, not after the render it causes: a key
  // pressed in between still reaches that screen.
  const heard = useRef(false);
  const send = usePresenterChannel(lessonId, (message) => {
    if (message.type !== 'state') return;
    heard.current = true;
    setState(message);
    setNow(Date.now());
  });
  useEffect(() => send({ type: 'hello' }), [send]);

  const connected = state !== null;
  const screen = Math.max(0, Math.min(phases.length, state?.screen ?? 0));
  const phase = screen > 0 ? phases[screen - 1] : undefined;
  const clock = (screen > 0 ? state?.clocks[screen - 1] : undefined) ?? STOPPED;
  const running = clock.runningSince !== null;
  const next = phases[screen];
  const notes = phase ? phase.notes : overviewNotes;
  const shown = phase ? phase.body : overview;
  const timer = phase?.minutes != null ? timerText(phase.minutes, spentAt(clock, now)) : null;

  const ask = (action: PresenterAction) => {
    if (connected && REMOTE_ACTIONS.includes(action)) send({ type: 'action', action });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = presenterAction(event);
      if (!action || !REMOTE_ACTIONS.includes(action)) return;
      event.preventDefault();
      if (heard.current) send({ type: 'action', action });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);

  return (
    <div
      data-testid="speaker-view"
      className="flex min-h-dvh flex-col bg-background text-foreground"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 sm:px-6">
        <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
          Speaker view · {lesson.title}
        </p>
        <p className="text-sm font-medium" data-testid="speaker-position">
          {screen === 0 ? 'Title' : `Phase ${screen} of ${phases.length}`}
        </p>
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-3">
        {!connected && (
          <p role="status" className="rounded-lg border bg-muted p-3 text-sm lg:col-span-3">
            Waiting for the classroom screen. Start the lesson in the other window; this view
            follows it.
          </p>
        )}
        <section aria-labelledby="speaker-now" className="space-y-4 lg:col-span-2">
          <h1 id="speaker-now" className="text-2xl font-bold break-words sm:text-3xl">
            {phase?.title ?? lesson.title}
          </h1>
          {timer && (
            <p
              data-testid="speaker-timer"
              className={cn(
                'inline-flex flex-wrap items-baseline gap-3 rounded-xl border px-4 py-2 text-4xl font-bold tabular-nums',
                timer.over &&
                  'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
              )}
            >
              {timer.text}
              <span className="text-base font-medium text-muted-foreground">
                of {phase!.minutes} min{running ? '' : ' · paused'}
              </span>
            </p>
          )}
          <section
            aria-labelledby="speaker-notes"
            data-testid="speaker-notes"
            className="rounded-lg border-2 border-amber-500 p-4"
          >
            <h2 id="speaker-notes" className="text-lg font-semibold">
              Answers and notes
            </h2>
            {notes.length > 0 ? (
              <ul className="mt-2 list-disc space-y-2 pl-5">
                {notes.map((note, i) => (
                  <li key={i}>
                    <Markdown source={note} className="break-words" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted-foreground">None on this screen.</p>
            )}
          </section>
          <section aria-labelledby="speaker-shown" className="rounded-lg border p-4">
            <h2 id="speaker-shown" className="text-lg font-semibold">
              On the classroom screen
            </h2>
            {shown ? (
              <Markdown source={shown} className="mt-2 break-words" />
            ) : (
              <p className="mt-2 text-muted-foreground">The title and objectives.</p>
            )}
          </section>
        </section>

        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => ask('previous')}
              disabled={!connected || screen === 0}
            >
              <ChevronLeft className="size-4" aria-hidden="true" /> Previous
            </Button>
            <Button onClick={() => ask('next')} disabled={!connected || screen === phases.length}>
              Next <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
            {timer && (
              <>
                <Button variant="outline" onClick={() => ask('timer')} disabled={!connected}>
                  {running ? (
                    <Pause className="size-4" aria-hidden="true" />
                  ) : (
                    <Play className="size-4" aria-hidden="true" />
                  )}
                  {running ? 'Pause timer' : 'Start timer'}
                </Button>
                <Button variant="outline" onClick={() => ask('restart')} disabled={!connected}>
                  <RotateCcw className="size-4" aria-hidden="true" /> Restart timer
                </Button>
              </>
            )}
          </div>
          <section className="rounded-lg border p-4" data-testid="speaker-next">
            <h2 id="speaker-next" className="text-sm font-medium text-muted-foreground">
              Next
            </h2>
            {next ? (
              <>
                <p className="mt-1 text-lg font-semibold break-words">
                  {next.title}
                  {next.minutes !== null && (
                    <span className="font-normal text-muted-foreground"> · {next.minutes} min</span>
                  )}
                </p>
                {next.body && (
                  <Markdown source={next.body} className="mt-2 line-clamp-6 text-sm break-words" />
                )}
              </>
            ) : (
              <p className="mt-1">The end of the lesson.</p>
            )}
          </section>
          <p className="text-xs text-muted-foreground">
            ← → next and previous · Space pause or start the timer · R restart it
          </p>
        </div>
      </main>
    </div>
  );
}
