import { countOf } from '../../../../lib/format';
import { Gamepad2, Target } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { GameStats } from '../../../../../contracts/games.contract';
import { BarChart } from '../../../../components/charts';
import { EmptyState } from '../../../../components/empty-state';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../../components/ui/table';
import { queryKeys } from '../../../../lib/query-keys';

/** Live-game figures from saved results: roster-mode participation and the hardest questions. */
export function GameStatsSection() {
  const stats = useQuery<GameStats>({ queryKey: queryKeys.games.stats });
  if (stats.isPending) return <Skeleton className="h-48 w-full" />;
  if (stats.isError)
    return (
      <p className="rounded-md border border-destructive p-4 text-destructive">
        Game statistics could not be loaded. Please try again.
      </p>
    );
  const { games, players, students, hardest } = stats.data;
  if (games === 0)
    return (
      <EmptyState
        icon={Gamepad2}
        title="No finished games yet."
        hint="Play a live game from the Game Rooms tab; participation and the hardest questions appear here."
      />
    );
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Gamepad2 className="size-5" aria-hidden="true" /> Game participation
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {countOf(games, 'game')} played, {countOf(players, 'player entry', 'player entries')}.
        </p>
        {students.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Games played with nicknames are not linked to students. Turn on roster mode when you
            create a room to see each student here.
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <Table>
              <thead>
                <tr>
                  <Th>Student</Th>
                  <Th className="text-right">Games</Th>
                  <Th className="text-right">Questions</Th>
                  <Th className="text-right">Accuracy</Th>
                </tr>
              </thead>
              <tbody>
                {students.map((s) => (
                  <tr key={s.studentId}>
                    <Td>
                      <Link
                        href={`/students/${s.studentId}`}
                        className="underline-offset-2 hover:underline"
                      >
                        {s.name}
                      </Link>
                    </Td>
                    <Td className="text-right">{s.games}</Td>
                    <Td className="text-right">{s.answers}</Td>
                    <Td className="text-right">{s.accuracy}%</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
      <Card>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Target className="size-5" aria-hidden="true" /> Hardest questions
        </h2>
        {hardest.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            A question shows here once at least three players have answered it.
          </p>
        ) : (
          <>
            <BarChart
              title="Share of players who answered right"
              orientation="horizontal"
              max={100}
              format={(v) => `${v}%`}
              tone={(d) => (d.value < 40 ? 'bad' : d.value < 70 ? 'warn' : 'good')}
              // The quiz's own numbering, so Q3 here is Q3 on the projector and the results.
              data={hardest.map((q) => ({
                label: `Q${q.questionIndex + 1} · ${q.question}`,
                value: q.accuracy,
              }))}
            />
            <ol className="mt-3 space-y-1 text-sm" aria-label="Hardest questions">
              {hardest.map((q) => (
                <li key={`${q.roomId}-${q.questionIndex}`}>
                  <span className="font-medium">Q{q.questionIndex + 1}.</span> {q.question}{' '}
                  <Link
                    href={`/rollcall/games/${q.roomId}/results`}
                    className="text-muted-foreground underline"
                  >
                    {q.title}
                  </Link>{' '}
                  <span className="text-muted-foreground">
                    ({q.accuracy}% of {q.answers} right
                    {q.games > 1 && `, over ${q.games} games`})
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </Card>
    </div>
  );
}
