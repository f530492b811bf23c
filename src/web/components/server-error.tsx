import { Alert } from './ui/alert';
import { serverMessage } from '../lib/api-client';

/**
 * A failed call's message in red where the teacher acted: what the server said (a taken
 * username, a plan limit), else `fallback`; nothing while `error` is null.
 */
export function ServerError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return <Alert variant="destructive">{serverMessage(error) ?? fallback}</Alert>;
}
