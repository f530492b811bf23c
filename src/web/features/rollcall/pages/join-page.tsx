import { ArrowRight, Loader2, RefreshCw, Shuffle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { GAME_LIMITS, GAME_MESSAGES, roomKindLabel } from '../../../../contracts/games.contract';
import { friendlyName } from '../../../../contracts/nicknames';
import { FormField } from '../../../components/form-field';
import { PublicHeader } from '../../../components/public-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { checkNickname, ltiJoin, normaliseCode } from '../components/games/join-validation';
import { PlayerGame } from '../components/games/player-screens';
import { clearPlayerToken, loadPlayerToken } from '../components/games/player-token';
import { useCodeEntry } from '../components/games/use-code-entry';
import { passingRefusal, usePlayerGame } from '../components/games/use-player-game';
import { ReconnectingBanner, RejoinStuck } from '../components/games/reconnect-status';
import { useJoinInfo, type JoinInfo } from '../games.api';
import { LoadFailed } from '../../../components/load-failed';

/** /join: the code from the screen. */
function CodeEntry({ initial = '', notice }: { initial?: string; notice?: string }) {
  const { submit, field } = useCodeEntry(initial);
  return (
    <Card className="space-y-4 p-6">
      <div>
        <h1 className="text-2xl font-bold">Join a game</h1>
        <p className="text-muted-foreground">Type the code on your teacher&apos;s screen.</p>
      </div>
      {notice && <Alert variant="destructive">{notice}</Alert>}
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField
          id="join-code"
          label="Room code"
          {...field}
          autoCapitalize="characters"
          className="h-14 text-center font-mono text-2xl tracking-[0.3em] uppercase"
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full">
          Continue <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </form>
    </Card>
  );
}

type Join = ReturnType<typeof usePlayerGame>['join'];

/** Nickname (with a suggestion), or in roster mode the class list. */
function JoinForm({ info, join }: { info: JoinInfo; join: Join }) {
  const [nickname, setNickname] = useState('');
  // Opened from the LMS course: the learner's own name is already picked.
  const [lti] = useState(() => ltiJoin(window.location.hash, info.roster));
  const [studentId, setStudentId] = useState<number | null>(lti.studentId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roster = info.roster;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    let msg: Parameters<Join>[0];
    if (roster) {
      if (studentId === null) return setError(GAME_MESSAGES.studentRequired);
      msg = { studentId, ...(lti.device ? { device: lti.device } : {}) };
    } else {
      const checked = checkNickname(nickname);
      if (!checked.ok) return setError(checked.message);
      msg = { nickname: checked.nickname };
    }
    setBusy(true);
    const ack = await join(msg);
    setBusy(false);
    if (!ack.ok) setError(ack.message);
  };

  return (
    <Card className="space-y-4 p-6">
      <div>
        <p className="text-sm font-medium text-muted-foreground">
          {roomKindLabel(info)} · code {info.roomCode}
        </p>
        <h1 className="text-2xl font-bold">{info.title}</h1>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={busy}>
        {roster ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 font-medium">Pick your name</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {roster.map((s) => (
                <label
                  key={s.studentId}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    s.taken && 'cursor-not-allowed text-muted-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name="student"
                    value={s.studentId}
                    disabled={s.taken}
                    checked={studentId === s.studentId}
                    onChange={() => {
                      setStudentId(s.studentId);
                      setError(null);
                    }}
                    className="size-5"
                  />
                  <span className="flex-1">{s.name}</span>
                  {s.taken && <span className="text-xs">already in</span>}
                </label>
              ))}
            </div>
            {error && (
              <p className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
          </fieldset>
        ) : (
          <div className="space-y-2">
            <FormField
              id="join-nickname"
              label="Nickname"
              value={nickname}
              onChange={(e) => {
                setNickname(e.target.value);
                setError(null);
              }}
              maxLength={GAME_LIMITS.nickname}
              autoComplete="off"
              className="h-12 text-lg"
              error={error ?? undefined}
              autoFocus
            />
            <Button variant="outline" onClick={() => setNickname(friendlyName())}>
              <Shuffle className="size-4" aria-hidden="true" /> Suggest a name
            </Button>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          Join game
        </Button>
      </form>
    </Card>
  );
}

/** /join/CODE: rejoin with a stored token, or the join form; then the game. */
function Room({ code }: { code: string }) {
  const info = useJoinInfo(code);
  // Connected once the join page's answer (and with it the roster device mark) is in.
  const ready = !info.isPending;
  const game = usePlayerGame(code, ready);
  const [rejoining, setRejoining] = useState(() => loadPlayerToken(code) !== null);
  const tried = useRef(false);
  const { join } = game;

  useEffect(() => {
    if (tried.current || !ready) return;
    tried.current = true;
    const token = loadPlayerToken(code);
    if (!token) return;
    void join({ token }).then((ack) => {
      // An unknown token (another game under this code, or one that ended): start afresh. One
      // refused for a while (the room between servers, a busy address) is kept: try again.
      if (!ack.ok && !passingRefusal(ack)) clearPlayerToken(code);
      setRejoining(false);
    });
  }, [code, join, ready]);

  if (game.state?.removed) {
    return (
      <Card className="space-y-3 p-8 text-center">
        <h1 className="text-2xl font-bold">You left the game</h1>
        <p role="alert">{game.state.removed}</p>
      </Card>
    );
  }
  if (game.lost && game.state?.phase !== 'ended') {
    return <CodeEntry notice={game.lost} />;
  }
  if (game.state) {
    return (
      <>
        {(game.connection === 'reconnecting' || game.rejoining) && (
          <ReconnectingBanner progress={game.progress} />
        )}
        {game.stuck && <RejoinStuck refusal={game.stuck} onRetry={() => void game.retryRejoin()} />}
        <h1 className="sr-only">
          {game.state.title}: {game.state.nickname}
        </h1>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="truncate font-medium">{game.state.nickname}</span>
          <span className="tabular-nums">
            Score <strong data-testid="player-header-score">{game.state.score}</strong>
          </span>
        </div>
        <PlayerGame state={game.state} onAnswer={game.answer} onNext={game.next} />
      </>
    );
  }
  // A stored token whose rejoin ran out of time: kept, with what happened and a way back in.
  if (game.stuck)
    return (
      <Card className="space-y-3 p-6">
        <h1 className="text-2xl font-bold">Joining the game again</h1>
        <RejoinStuck refusal={game.stuck} onRetry={() => void game.retryRejoin()} />
      </Card>
    );
  if (rejoining || game.rejoining || info.isLoading)
    return (
      <Card className="space-y-3 p-6" aria-busy="true">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <RefreshCw className="size-4 animate-spin" aria-hidden="true" />
          {rejoining || game.rejoining ? 'Joining the game again…' : 'Loading…'}
        </p>
        {game.progress ? (
          <ReconnectingBanner progress={game.progress} />
        ) : (
          <Skeleton className="h-10 w-full" />
        )}
      </Card>
    );
  if (info.isError)
    return <LoadFailed onRetry={info.refetch}>This game could not be loaded.</LoadFailed>;
  if (info.data === 'closed')
    return <CodeEntry initial={code} notice={GAME_MESSAGES.assignmentClosed} />;
  if (!info.data) return <CodeEntry initial={code} notice={GAME_MESSAGES.roomNotFound} />;
  return <JoinForm info={info.data} join={join} />;
}

/**
 * /join and /join/CODE: public, for students' own devices; no account, no app frame, no help
 * button (product-decisions "RollCall AI").
 */
export default function JoinPage() {
  const { code: raw = '' } = useParams<{ code?: string }>();
  const code = normaliseCode(decodeURIComponent(raw));
  return (
    <div className="mx-auto max-w-2xl space-y-4 p-4 sm:p-8">
      <PublicHeader />
      <main className="space-y-4">{code ? <Room key={code} code={code} /> : <CodeEntry />}</main>
    </div>
  );
}
