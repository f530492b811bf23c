import { Alert } from './ui/alert';
import { serverMessage } from '../lib/api-client';

/**
 * A failed call's message in red where the teacher acted: what the server said (a taken
 * username, a plan limit), else `fallback`; nothing while `error` is null, nor when the server
 * said nothing and there is no fallback.
 */
export function ServerError({
  error,
  fallback,
  className,
}: {
  error: unknown;
  fallback?: string;
  className?: string;
}) {
  const message = error ? (serverMessage(error) ?? fallback) : undefined;
  if (!message) return null;
  return (
    <Alert variant="destructive" className={className}>
      {message}
    </Alert>
  );
}
