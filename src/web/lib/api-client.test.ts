import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_ERRORS } from '../../contracts/errors';
import { LESSON_ERRORS } from '../../contracts/lessons.contract';
import {
  ApiError,
  apiRequest,
  fetchJson,
  fetchJsonOrNull,
  isApiError,
  isNotFound,
  isUnauthorized,
  serverMessage,
} from './api-client';

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('throws an ApiError carrying the status, code and reason, its message "<status>: <body>"', async () => {
    const body = JSON.stringify({
      message: 'Free limit reached',
      code: 'subscription.plan_limit',
      reason: 'free_limit_exceeded',
    });
    answer(402, body);
    const error = await apiRequest('POST', '/api/ai/generate-lesson', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: `402: ${body}`,
      status: 402,
      code: 'subscription.plan_limit',
      reason: 'free_limit_exceeded',
      serverMessage: 'Free limit reached',
    });
  });

  it('uses the status text when the body is empty, and has no code without a JSON body', async () => {
    answer(503, '', 'Service Unavailable');
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '503: Service Unavailable', status: 503 });
    expect((error as ApiError).code).toBeUndefined();
    expect(serverMessage(error)).toBeUndefined();
  });

  it('sends JSON with the session cookie and answers the response when OK', async () => {
    answer(200, '{"ok":true}');
    const res = await apiRequest('PATCH', '/api/lessons/1', { title: 'T' });
    expect(await res.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/lessons/1', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"T"}',
    });
  });
});

describe('isApiError and friends decide by status and code, not text', () => {
  const notFound = new ApiError(
    404,
    JSON.stringify({ message: 'Lesson not found', code: LESSON_ERRORS.not_found.code }),
  );
  const unauthorized = new ApiError(
    401,
    JSON.stringify({ message: 'Unauthorized', code: HTTP_ERRORS.unauthorized.code }),
  );

  it('matches a code when one is given', () => {
    expect(isApiError(notFound)).toBe(true);
    expect(isApiError(notFound, 'lessons.not_found')).toBe(true);
    expect(isApiError(notFound, HTTP_ERRORS.not_found.code)).toBe(false);
    expect(isApiError(new Error('404: {"code":"lessons.not_found"}'))).toBe(false);
  });

  it('treats only a 401 ApiError as signed out', () => {
    expect(isUnauthorized(unauthorized)).toBe(true);
    expect(isUnauthorized(notFound)).toBe(false);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(false);
  });

  it('treats only a 404 ApiError as not found, never the words of another error', () => {
    expect(isNotFound(notFound)).toBe(true);
    expect(isNotFound(unauthorized)).toBe(false);
    expect(isNotFound(new Error('404: {"message":"Lesson not found"}'))).toBe(false);
  });

  it('reads the server message from the body', () => {
    expect(serverMessage(notFound)).toBe('Lesson not found');
    expect(serverMessage(new Error('404: {"message":"x"}'))).toBeUndefined();
  });
});

describe('fetchJson', () => {
  it('answers the parsed body', async () => {
    answer(200, '{"count":3}');
    await expect(
      fetchJson<{ count: number }>('GET', '/api/assessments/review-count'),
    ).resolves.toEqual({ count: 3 });
  });

  it('resolves the statuses that are an answer to null and throws the others', async () => {
    answer(404, '{"message":"Not found","code":"lessons.share_not_found"}');
    await expect(fetchJsonOrNull('/api/shared/lessons/x', [404, 400])).resolves.toBeNull();
    answer(500, '{"message":"Something went wrong"}');
    await expect(fetchJsonOrNull('/api/shared/lessons/x', [404, 400])).rejects.toMatchObject({
      status: 500,
      message: '500: {"message":"Something went wrong"}',
    });
  });
});
