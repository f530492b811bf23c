import type { QueryFunction } from '@tanstack/react-query';

/**
 * A non-OK answer. The message is "<status>: <body or statusText>" as the spec says (section
 * 7/8); `status`, `code` and `reason` come from the response so the UI decides by them
 * (ARCHITECTURE.md rule 4), never by parsing the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's `{ message }`, when the body is the error body. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly reason: string | undefined;

  constructor(
    readonly status: number,
    body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.message;
    this.code = parsed.code;
    this.reason = parsed.reason;
  }

  /** Reads the body of a failed response. */
  static async from(res: Response) {
    return new ApiError(res.status, await res.text(), res.statusText);
  }
}

function parseErrorBody(body: string): { message?: string; code?: string; reason?: string } {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return { message: str(parsed.message), code: str(parsed.code), reason: str(parsed.reason) };
  } catch {
    return {};
  }
}

/** An ApiError, and when `code` is given, one with that code ('lessons.not_found'). */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Spec section 7/8: one fetch wrapper; a non-OK answer throws an ApiError. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw await ApiError.from(res);
  return res;
}

/** apiRequest, then the answer's JSON. */
export async function fetchJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/**
 * GET where some statuses are an answer rather than a failure (a revoked share link, a closed
 * assessment, signed out): those resolve to null instead of throwing.
 */
export async function fetchJsonOrNull<T>(
  url: string,
  answers: readonly number[],
): Promise<T | null> {
  try {
    return await fetchJson<T>('GET', url);
  } catch (error) {
    if (isApiError(error) && answers.includes(error.status)) return null;
    throw error;
  }
}

/** The server's `{ message }` from an apiRequest error, when there is one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

export function isUnauthorized(error: unknown) {
  return isApiError(error) && error.status === 401;
}

/** An unknown id, or another teacher's: the page's not-found state, not a failure to retry. */
export function isNotFound(error: unknown) {
  return isApiError(error) && error.status === 404;
}

/** Default query: GET the key segments joined with '/'. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const res = await apiRequest('GET', queryKey.join('/'));
  return res.json();
};
