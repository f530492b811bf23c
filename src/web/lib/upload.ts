import { ApiError } from './api-client';

/**
 * Sends a file as the request body itself (the server reads raw .xlsx and .zip bodies, no
 * multipart), answering the JSON reply; a non-OK answer throws an ApiError like apiRequest.
 */
export async function uploadFile<T>(url: string, file: Blob): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!res.ok) throw await ApiError.from(res);
  return (await res.json()) as T;
}
