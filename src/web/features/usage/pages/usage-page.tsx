import { useState } from 'react';
import { BarChart } from '../../../components/charts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { SubscriptionBanner } from '../../../components/subscription-banner';
import { formatCount, formatDateTime } from '../../../lib/format';
import { FEATURE_LABELS, PAGE_SIZE, useMyUsage } from '../usage.api';

/** The teacher's own AI history (product-decisions: the ledger is visible to its owner). */
export default function UsagePage() {
  const [page, setPage] = useState(0);
  const { data, isLoading } = useMyUsage(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Your AI Usage</h1>
        <p className="text-muted-foreground">
          Every AI generation you ran, which engine answered, and how much it used.
        </p>
      </header>
      <SubscriptionBanner />
      {isLoading || !data ? (
        <Skeleton className="h-64" />
      ) : data.total === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">
          No AI generations yet. Generate a lesson, assessment or content to see it here.
        </Card>
      ) : (
        <>
          <Card className="p-5">
            <BarChart
              title="AI calls by feature"
              orientation="horizontal"
              data={data.byFeature.map((f) => ({
                label: FEATURE_LABELS[f.feature] ?? f.feature,
                value: f.calls,
              }))}
            />
          </Card>
          <Card className="overflow-x-auto p-0">
            <Table label="AI calls, newest first">
              <caption className="sr-only">AI calls, newest first</caption>
              <thead>
                <tr>
                  <Th>When</Th>
                  <Th>Feature</Th>
                  <Th>Engine</Th>
                  <Th>Tokens in / out</Th>
                  <Th>Duration</Th>
                  <Th>Outcome</Th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e) => (
                  <tr key={e.id} data-testid="usage-row">
                    <Td>{formatDateTime(e.createdAt)}</Td>
                    <Td>{FEATURE_LABELS[e.feature] ?? e.feature}</Td>
                    <Td>
                      {e.engine} <span className="text-muted-foreground">({e.model})</span>
                    </Td>
                    <Td>
                      {formatCount(e.inputTokens)} / {formatCount(e.outputTokens)}
                    </Td>
                    <Td>{(e.durationMs / 1000).toFixed(1)} s</Td>
                    <Td>
                      {e.outcome === 'success' ? 'Success' : `Failed (${e.errorCode ?? 'error'})`}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
          {pages > 1 && (
            <nav className="flex items-center justify-end gap-2" aria-label="Usage pages">
              <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page + 1} of {pages}
              </span>
              <Button
                variant="outline"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
