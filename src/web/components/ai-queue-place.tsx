import { useQuery } from '@tanstack/react-query';
import { queueMessage, type AiQueueResponse } from '../../contracts/ai-queue.contract';
import { queryKeys } from '../lib/query-keys';

/** How often a waiting generation asks for its place: cheap for the server, live enough to read. */
const POLL_MS = 1500;

/**
 * While a generation waits for the local model, which serves one request at a time: "2 requests
 * ahead of yours". Nothing once it runs, or on an engine without a queue.
 */
export function AiQueuePlace({ active }: { active: boolean }) {
  const { data } = useQuery<AiQueueResponse>({
    queryKey: queryKeys.aiQueue,
    enabled: active,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
  if (!active || !data?.ahead) return null;
  return <QueuePlaceText ahead={data.ahead} />;
}

export function QueuePlaceText({ ahead }: { ahead: number }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {queueMessage(ahead)}
    </p>
  );
}
