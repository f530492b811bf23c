import type { QueryKey } from '@tanstack/react-query';

/** The page's first API answers as the server rendered with them: [query key, data] pairs. */
export type FirstAnswers = [QueryKey, unknown][];

/** The element id of the JSON the server writes them into (never run: type application/json). */
export const FIRST_ANSWERS_ID = 'first-answers';

export function readFirstAnswers(): FirstAnswers {
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return [];
  try {
    return JSON.parse(text) as FirstAnswers;
  } catch {
    return [];
  }
}
