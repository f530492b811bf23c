import { Gamepad2, History } from 'lucide-react';
import { Link } from 'wouter';
import { roomKindLabel, type RoomListStatus } from '../../../../../contracts/games.contract';
import { EmptyState } from '../../../../components/empty-state';
import { FormField } from '../../../../components/form-field';
import { LoadMore } from '../../../../components/load-more';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countOf, formatDateTime } from '../../../../lib/format';
import { hostPath, resultsPath, useGameRooms, type RoomSummary } from '../../games.api';
import { useCodeEntry } from './use-code-entry';
import { LoadFailed } from '../../../../components/load-failed';

/** The original's join-by-code box (max 8 characters), now working: it opens /join/CODE. */
export function JoinByCode() {
  const { submit, field } = useCodeEntry();
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold">Join a game</h2>
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <div className="flex-1">
          <FormField
            id="join-room-code"
            label="Room code"
            className="font-mono tracking-widest uppercase"
            {...field}
          />
        </div>
        <Button type="submit" className="mt-6">
          Join
        </Button>
      </form>
    </Card>
  );
}

function RoomRow({ room }: { room: RoomSummary }) {
  const open = room.status !== 'ended';
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-lg border p-3"
      data-testid={`room-${room.id}`}
    >
      {open && (
        <span className="font-mono text-lg font-bold tracking-widest">
          <span className="sr-only">Code </span>
          {room.roomCode}
        </span>
      )}
      {/* At least 12rem before it shares a line, so on a phone the title and its facts get a
          line of their own instead of a word per line beside the code (issue 27). */}
      <div className="min-w-48 flex-1">
        <p className="truncate font-medium">{room.title}</p>
        <p className="text-xs text-muted-foreground">
          {roomKindLabel(room)} · {countOf(room.playerCount, 'player')}
          {open ? ` of ${room.maxPlayers}` : ''} ·{' '}
          {open
            ? room.status === 'lobby'
              ? 'in the lobby'
              : 'playing'
            : `ended ${formatDateTime(room.endedAt ?? room.createdAt)}`}
          {room.rosterMode ? ' · roster' : ''}
        </p>
      </div>
      {open && <Badge>{room.status === 'lobby' ? 'Open' : 'Live'}</Badge>}
      <Link
        href={open ? hostPath(room.id) : resultsPath(room.id)}
        className={buttonClass('outline', 'sm')}
        aria-label={`${open ? 'Open host view' : 'Results'}: ${room.title}`}
      >
        {open ? 'Open host view' : 'Results'}
      </Link>
    </li>
  );
}

/** Open rooms (code, mode, players) and finished games (results), each paged on its own. */
export function RoomLists() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <RoomSection
        id="active-rooms"
        title="Active rooms"
        status="open"
        empty={{
          icon: Gamepad2,
          title: 'No active rooms.',
          hint: 'Create a room above; it stays here until the game ends.',
        }}
      />
      <RoomSection
        id="finished-games"
        title="Finished games"
        status="ended"
        empty={{
          icon: History,
          title: 'No finished games yet.',
          hint: 'Results of every game you host appear here.',
        }}
      />
    </div>
  );
}

/** One list of rooms with its heading, its own empty state and more on scroll. */
function RoomSection({
  id,
  title,
  status,
  empty,
}: {
  id: string;
  title: string;
  status: RoomListStatus;
  empty: { icon: typeof Gamepad2; title: string; hint: string };
}) {
  const rooms = useGameRooms(status);
  const list = rooms.rows ?? [];
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rooms.isLoading ? (
        <div className="space-y-2" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : rooms.isError ? (
        <LoadFailed onRetry={rooms.refetch}>
          Your {title.toLowerCase()} could not be loaded.
        </LoadFailed>
      ) : list.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} className="p-8" />
      ) : (
        <>
          <ul className="space-y-2">
            {list.map((r) => (
              <RoomRow key={r.id} room={r} />
            ))}
          </ul>
          <LoadMore noun={title.toLowerCase()} more={rooms.more} />
        </>
      )}
    </section>
  );
}
