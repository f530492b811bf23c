import { Pause, Play, SkipForward, Square, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import {
  GAME_MESSAGES,
  roomKindLabel,
  type ClientMessage,
} from '../../../../contracts/games.contract';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  HostLeaderboard,
  HostLobby,
  HostPodium,
  HostQuestion,
  HostReveal,
  LockToggle,
} from '../components/games/host-screens';
import { mainAction, type HostState } from '../components/games/host-state';
import { useHostGame } from '../components/games/use-host-game';
import { HostAssignment } from '../components/games/host-assignment';
import { BackLink } from '../../../components/back-link';

type HostCommand = Exclude<ClientMessage, { type: 'answer' }>;

function Controls({
  state,
  send,
  busy,
}: {
  state: HostState;
  send: (msg: HostCommand) => void;
  busy: boolean;
}) {
  const action = mainAction(state);
  const q = state.phase === 'question' ? state.question : null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {state.phase !== 'lobby' && state.phase !== 'ended' && (
        <LockToggle locked={state.locked} command={send} />
      )}
      {q && (
        <>
          <Button
            variant="outline"
            size="lg"
            onClick={() => send({ type: q.paused ? 'resume' : 'pause' })}
          >
            {q.paused ? (
              <Play className="size-5" aria-hidden="true" />
            ) : (
              <Pause className="size-5" aria-hidden="true" />
            )}
            {q.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" size="lg" onClick={() => send({ type: 'skip' })}>
            <SkipForward className="size-5" aria-hidden="true" /> Skip
          </Button>
        </>
      )}
      {state.phase !== 'ended' && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="lg">
              <Square className="size-5" aria-hidden="true" /> End game
            </Button>
          }
          title="End this game?"
          description="The game stops for everyone and goes to the podium. An open question does not count."
          confirmLabel="End game"
          onConfirm={() => send({ type: 'end' })}
        />
      )}
      {action && (
        <Button
          size="lg"
          className="min-w-48 text-xl"
          disabled={busy || (state.phase === 'lobby' && state.players.length === 0)}
          onClick={() => send({ type: state.phase === 'lobby' ? 'start' : 'next' })}
          data-testid="host-main-action"
        >
          {action}
        </Button>
      )}
    </div>
  );
}

/**
 * /rollcall/host/:roomId — the projector view (product-decisions "RollCall AI"): big code, join
 * link and QR, the lobby, each question with its countdown, the reveal, the leaderboard and the
 * podium. Full screen, without the app's sidebar; "Game Rooms" goes back.
 */
export default function HostPage() {
  const { roomId: raw = '' } = useParams<{ roomId: string }>();
  const roomId = Number(raw);
  const valid = Number.isInteger(roomId) && roomId > 0;
  const game = useHostGame(valid ? roomId : 0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const state = game.state;

  const send = (msg: HostCommand) => {
    setBusy(true);
    setProblem(null);
    void game.command(msg).then((ack) => {
      setBusy(false);
      if (!ack.ok && ack.message) setProblem(ack.message);
    });
  };

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex flex-wrap items-center gap-3 border-b bg-card px-4 py-2">
        <BackLink href="/rollcall?tab=games">Game Rooms</BackLink>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">
          {state ? state.title : 'Game room'}
        </h1>
        {state && (
          <Badge data-testid="room-kind">
            {roomKindLabel({
              gameMode: state.mode,
              pace: state.pace,
              accuracyMode: state.accuracyMode,
              timed: state.timed,
            })}
          </Badge>
        )}
        {state && state.phase !== 'lobby' && (
          <span className="font-mono text-lg font-bold tracking-widest">
            <span className="sr-only">Room code </span>
            {state.roomCode}
          </span>
        )}
        <ThemeToggle />
      </header>
      {game.connection === 'reconnecting' && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-muted p-2 font-medium"
          data-testid="reconnecting"
        >
          <WifiOff className="size-5" aria-hidden="true" /> {GAME_MESSAGES.reconnecting}
        </p>
      )}
      <main className="flex flex-1 flex-col gap-6 p-4 lg:p-8">
        {!valid || (game.error && !state) ? (
          <Alert variant="destructive" className="text-base">
            {valid ? game.error : GAME_MESSAGES.gameNotFound}
          </Alert>
        ) : !state ? (
          <div className="space-y-4" role="status" aria-label="Loading the game">
            <Skeleton className="h-24 w-64" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <>
            {problem && <Alert variant="destructive">{problem}</Alert>}
            <div className="flex flex-1 flex-col">
              {state.pace === 'self' && state.phase !== 'ended' ? (
                <HostAssignment state={state} command={send} />
              ) : (
                state.phase === 'lobby' && <HostLobby state={state} command={send} />
              )}
              {state.phase === 'question' && state.question && <HostQuestion state={state} />}
              {state.phase === 'reveal' && state.reveal && <HostReveal state={state} />}
              {state.phase === 'leaderboard' && <HostLeaderboard state={state} />}
              {state.phase === 'ended' && <HostPodium state={state} />}
            </div>
            {/* Nobody runs a self-paced room: it has its own Close now. */}
            {(state.pace === 'live' || state.phase === 'ended') && (
              <Controls state={state} send={send} busy={busy} />
            )}
          </>
        )}
      </main>
    </div>
  );
}
