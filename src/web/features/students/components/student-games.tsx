import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import type { z } from 'zod';
import type { studentGamesResponse } from '../../../../contracts/games.contract';
import { EmptyState } from '../../../components/empty-state';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { LoadFailed } from '../../../components/load-failed';

type StudentGames = z.input<typeof studentGamesResponse>;

/**
 * Live games the student played in roster mode (RollCall AI): rank, score, accuracy and date,
 * newest first, from GET /api/students/:id/games.
 */
export function StudentGames({ studentId }: { studentId: number }) {
  const games = useQuery<StudentGames>({
    queryKey: queryKeys.games.student(studentId),
    enabled: Number.isInteger(studentId) && studentId > 0,
  });
  return (
    <Card>
      <h2 className="mb-2 font-semibold">Live games</h2>
      {games.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : games.isError ? (
        <LoadFailed onRetry={games.refetch}>The live games could not be loaded.</LoadFailed>
      ) : games.data.games.length === 0 ? (
        <EmptyState
          className="p-6"
          icon={Gamepad2}
          title="No live games yet."
          hint="Games played in roster mode (the student picks their name) appear here."
        />
      ) : (
        <Table data-testid="student-games">
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Game</Th>
              <Th className="text-right">Rank</Th>
              <Th className="text-right">Score</Th>
              <Th className="text-right">Accuracy</Th>
            </tr>
          </thead>
          <tbody>
            {games.data.games.map((g) => (
              <tr key={g.roomId}>
                <Td className="whitespace-nowrap">{formatDate(g.endedAt)}</Td>
                <Td>{g.title}</Td>
                <Td className="text-right tabular-nums">
                  {g.rank} of {g.players}
                </Td>
                <Td className="text-right tabular-nums">{g.score}</Td>
                <Td className="text-right tabular-nums">{g.accuracy}%</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
