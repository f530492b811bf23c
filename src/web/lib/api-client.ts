import type { QueryFunction } from '@tanstack/react-query';

/** Spec section 7/8: one fetch wrapper; a non-OK answer throws "<status>: <body or statusText>". */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return res;
}

/** The server's `{ message }` from an apiRequest error, when there is one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const json = error.message.replace(/^\d+: /, '');
  try {
    const parsed = JSON.parse(json) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

export function isUnauthorized(error: unknown) {
  return error instanceof Error && error.message.startsWith('401:');
}

/** Default query: GET the key segments joined with '/'. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const res = await apiRequest('GET', queryKey.join('/'));
  return res.json();
};
