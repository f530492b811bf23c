import { describe, expect, it } from 'vitest';
import { FIRST_REQUESTS } from '../../contracts/first-requests';
import { queryKeys } from './query-keys';

/** Every one-segment key of the client: a URL that a page GETs as it is. */
function urls(node: unknown): string[] {
  if (Array.isArray(node)) return node.length === 1 && typeof node[0] === 'string' ? [node[0]] : [];
  if (node && typeof node === 'object') return Object.values(node).flatMap(urls);
  return [];
}

describe('the first requests the server preloads', () => {
  it('are query keys of the client, so the preloaded answers are the ones used', () => {
    const keys = urls(queryKeys);
    const preloaded = [
      ...FIRST_REQUESTS.everyPage,
      ...Object.values(FIRST_REQUESTS.byPath).flatMap((list) => list ?? []),
    ];
    expect(preloaded.length).toBeGreaterThan(1);
    for (const url of preloaded) expect(keys, url).toContain(url);
  });
});
