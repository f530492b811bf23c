import {
  ChevronLeft,
  ChevronRight,
  Maximize,
  Minimize,
  NotebookText,
  Pause,
  Play,
  RotateCcw,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SharedLesson } from '../../../../contracts/lessons.contract';
import { Markdown } from '../../../components/markdown';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { gradeLabel, countOf } from '../../../lib/format';
import { lessonPhases } from '../lesson-phases';
import { pause, run, spentAt, STOPPED, timerText, type PhaseClock } from '../phase-clock';
import { speakerPath, usePresenterChannel } from '../presenter-channel';
import { KEY_HELP, presenterAction, type PresenterAction } from './presenter-keys';

/**
 * The lesson on the classroom screen: a title screen, then one phase at a time with its timer
 * (it runs while its phase is shown), driven by the keyboard or a clicker. Fills the window, and
 * the whole screen when the browser allows. It shows what students may see: the answers and
 * notes go to the speaker view, a second window it keeps on the same screen and timer.
 */
export function PresenterView({
  lesson,
  lessonId,
  onExit,
}: {
  lesson: SharedLesson & { description?: string };
  /** The saved lesson's id, which names the channel to its speaker view. */
  lessonId?: number;
  onExit: () => void;
}) {
  const { overview, phases } = useMemo(() => lessonPhases(lesson), [lesson]);
  const root = useRef<HTMLDivElement>(null);
  // Screen 0 is the title; screen i is phases[i - 1].
  const [screen, setScreen] = useState(0);
  const [clocks, setClocks] = useState<PhaseClock[]>(() => phases.map(() => STOPPED));
  const [now, setNow] = useState(() => Date.now());
  const [full, setFull] = useState(false);
  const phase = screen > 0 ? phases[screen - 1] : undefined;
  const clock = screen > 0 ? clocks[screen - 1]! : STOPPED;
  const running = clock.runningSince !== null;

  // The screen the last key asked for, ahead of the render: a clicker pressed twice before the
  // first press is drawn moves two phases, not one.
  const shown = useRef(0);
  const go = useCallback(
    (to: number) => {
      const from = shown.current;
      const next = Math.max(0, Math.min(phases.length, to));
      if (next === from) return;
      shown.current = next;
      const at = Date.now();
      // The phase left pauses; the phase shown runs, from where it was.
      setClocks((cs) =>
        cs.map((c, i) =>
          i === from - 1
            ? pause(c, at)
            : i === next - 1 && phases[i]!.minutes !== null
              ? run(c, at)
              : c,
        ),
      );
      setNow(at);
      setScreen(next);
    },
    [phases],
  );

  const toggleFull = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void root.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  const act = useCallback(
    (action: PresenterAction) => {
      const at = Date.now();
      const i = shown.current - 1;
      const setClock = (change: (c: PhaseClock) => PhaseClock) => {
        if (i < 0 || phases[i]!.minutes === null) return;
        setClocks((cs) => cs.map((c, j) => (j === i ? change(c) : c)));
        setNow(at);
      };
      if (action === 'next') go(shown.current + 1);
      else if (action === 'previous') go(shown.current - 1);
      else if (action === 'first') go(0);
      else if (action === 'last') go(phases.length);
      else if (action === 'timer') setClock((c) => (c.runningSince ? pause(c, at) : run(c, at)));
      else if (action === 'restart') setClock(() => run(STOPPED, at));
      else if (action === 'fullscreen') toggleFull();
      // Escape leaves full screen first (browsers mostly do that themselves), then the view.
      else if (action === 'exit')
        if (document.fullscreenElement) toggleFull();
        else onExit();
    },
    [go, onExit, phases, toggleFull],
  );

  // The speaker view follows this window: its state on every change and when it says hello;
  // its keys arrive as actions.
  const latest = useRef({ screen, clocks, act });
  latest.current = { screen, clocks, act };
  const send = usePresenterChannel(lessonId, (message) => {
    if (message.type === 'hello')
      send({ type: 'state', screen: latest.current.screen, clocks: latest.current.clocks });
    else if (message.type === 'action') latest.current.act(message.action);
  });
  useEffect(() => send({ type: 'state', screen, clocks }), [send, screen, clocks]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = presenterAction(event);
      if (!action) return;
      event.preventDefault();
      // The latest screen's action, even for a key pressed before this render's effects ran.
      latest.current.act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The timer's face changes once a second while it runs.
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);

  // Full screen from the click that opened it, where the browser allows; a button otherwise.
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    void root.current?.requestFullscreen?.().catch(() => undefined);
    root.current?.focus();
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    };
  }, []);

  const timer = phase?.minutes != null ? timerText(phase.minutes, spentAt(clock, now)) : null;

  return (
    <div
      ref={root}
      tabIndex={-1}
      role="region"
      aria-label={`Presenting ${lesson.title}`}
      data-testid="presenter"
      className="fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none"
    >
      <header className="flex items-center gap-2 border-b px-3 py-2 sm:px-6">
        <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
          {lesson.title}
          <span className="sr-only">, </span>
          <span className="ml-2 whitespace-nowrap" data-testid="presenter-position">
            {screen === 0 ? 'Title' : `Phase ${screen} of ${phases.length}`}
          </span>
        </p>
        {lessonId !== undefined && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              window.open(
                speakerPath(lessonId),
                `chalkwise-speaker-${lessonId}`,
                'popup,width=1100,height=760',
              )
            }
          >
            <NotebookText className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Speaker view</span>
            <span className="sr-only sm:hidden">Speaker view</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={toggleFull} aria-pressed={full}>
          {full ? (
            <Minimize className="size-4" aria-hidden="true" />
          ) : (
            <Maximize className="size-4" aria-hidden="true" />
          )}
          <span className="hidden sm:inline">Full screen</span>
          <span className="sr-only sm:hidden">Full screen</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onExit}>
          <X className="size-4" aria-hidden="true" /> Exit
        </Button>
      </header>

      {/* Focusable: on a phone a long phase scrolls, and the keyboard must reach it. */}
      <main
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-6 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-12 sm:py-10"
      >
        {/* Announced when the screen changes; the timer's seconds are not. */}
        <div aria-live="polite" className="mx-auto max-w-5xl space-y-6">
          {phase ? (
            <>
              <h1 className="text-3xl font-bold break-words sm:text-5xl">{phase.title}</h1>
              {timer && (
                <p
                  data-testid="phase-timer"
                  aria-live="off"
                  className={cn(
                    'inline-flex flex-wrap items-baseline gap-3 rounded-xl border px-4 py-2 text-4xl font-bold tabular-nums sm:text-6xl',
                    timer.over &&
                      'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
                  )}
                >
                  {timer.text}
                  <span className="text-base font-medium text-muted-foreground">
                    of {phase.minutes} min{running ? '' : ' · paused'}
                  </span>
                </p>
              )}
              {phase.body && (
                <Markdown source={phase.body} className="text-lg break-words sm:text-2xl" />
              )}
            </>
          ) : (
            <>
              <h1 className="text-4xl font-bold break-words sm:text-6xl">{lesson.title}</h1>
              <p className="text-xl text-muted-foreground sm:text-2xl">
                {lesson.subject} · {gradeLabel(lesson.grade)} · {lesson.duration} minutes ·{' '}
                {countOf(phases.length, 'phase')}
              </p>
              {lesson.objectives.length > 0 && (
                <section aria-label="Objectives">
                  <h2 className="text-2xl font-semibold">Today we will</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-6 text-lg sm:text-2xl">
                    {lesson.objectives.map((o, i) => (
                      <li key={i}>{o}</li>
                    ))}
                  </ul>
                </section>
              )}
              {overview && <Markdown source={overview} className="text-lg sm:text-xl" />}
            </>
          )}
        </div>
      </main>

      <footer className="space-y-2 border-t px-3 py-2 sm:px-6">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <Button variant="outline" onClick={() => act('previous')} disabled={screen === 0}>
            <ChevronLeft className="size-4" aria-hidden="true" /> Previous
          </Button>
          {timer && (
            <>
              <Button variant="outline" onClick={() => act('timer')}>
                {running ? (
                  <Pause className="size-4" aria-hidden="true" />
                ) : (
                  <Play className="size-4" aria-hidden="true" />
                )}
                {running ? 'Pause timer' : 'Start timer'}
              </Button>
              <Button variant="outline" onClick={() => act('restart')}>
                <RotateCcw className="size-4" aria-hidden="true" /> Restart timer
              </Button>
            </>
          )}
          <Button onClick={() => act('next')} disabled={screen === phases.length}>
            Next <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <ol className="flex justify-center gap-1.5" aria-label="Phases">
          {[lesson.title, ...phases.map((p) => p.title)].map((title, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === screen ? 'step' : undefined}
                aria-label={i === 0 ? 'Title' : `Phase ${i}: ${title}`}
                className={cn(
                  'block h-2.5 w-6 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  i === screen
                    ? 'bg-primary'
                    : 'bg-muted-foreground/30 hover:bg-muted-foreground/60',
                )}
              />
            </li>
          ))}
        </ol>
        <p className="hidden text-center text-xs text-muted-foreground sm:block">{KEY_HELP}</p>
      </footer>
    </div>
  );
}
