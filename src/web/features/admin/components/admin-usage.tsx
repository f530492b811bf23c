import { BarChart } from '../../../components/charts';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatCount } from '../../../lib/format';
import { useAdminUsage } from '../admin.api';

/** The admin screen's AI Usage tab: totals per teacher and per engine, and what runs now. */
export function AdminUsage() {
  const { data } = useAdminUsage();
  if (!data) return <Skeleton className="h-48" />;
  return (
    <div className="space-y-4">
      <Card className="p-4" data-testid="active-engine">
        <p className="text-sm text-muted-foreground">Active engine</p>
        <p className="font-semibold">
          {data.active.engine}{' '}
          <span className="font-normal text-muted-foreground">({data.active.model})</span>
        </p>
      </Card>
      {data.byEngine.length > 0 && (
        <Card className="space-y-3 p-5">
          <h2 className="font-semibold">Calls by engine and model</h2>
          <BarChart
            title="AI calls by engine"
            orientation="horizontal"
            data={data.byEngine.map((e) => ({ label: `${e.engine} · ${e.model}`, value: e.calls }))}
          />
        </Card>
      )}
      <Card className="overflow-x-auto p-0">
        <h2 className="px-5 pt-5 font-semibold">By account</h2>
        <Table label="AI usage per user">
          <caption className="sr-only">AI usage per user</caption>
          <thead>
            <tr>
              <Th>User</Th>
              <Th>Calls</Th>
              <Th>Successful</Th>
              <Th>Failed</Th>
              <Th>Tokens in / out</Th>
            </tr>
          </thead>
          <tbody>
            {data.byUser.length === 0 ? (
              <tr>
                <Td colSpan={5} className="text-center text-muted-foreground">
                  No AI usage yet
                </Td>
              </tr>
            ) : (
              data.byUser.map((u) => (
                <tr key={u.userId} data-testid="admin-usage-row">
                  <Td>{u.username}</Td>
                  <Td>{u.calls}</Td>
                  <Td>{u.successes}</Td>
                  <Td
                    className={u.calls > u.successes ? 'font-medium text-destructive' : undefined}
                  >
                    {u.calls - u.successes}
                  </Td>
                  <Td>
                    {formatCount(u.inputTokens)} / {formatCount(u.outputTokens)}
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
