import {
  QueryClient,
  QueryClientProvider,
  type DefaultOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
export type FetchMock = Mock<Fetch>;

/** A queryFn for the queries a test is not about: they stay loading, and ask nothing. */
export const staysLoading = () => new Promise<never>(() => {});

/**
 * Renders `ui` inside a fresh QueryClient that does not retry (a failed call fails at once), with
 * `queries` over those defaults and `cached` answers already in it; `rerender` keeps the provider.
 * Returns the client too.
 */
export function renderWithQuery(
  ui: ReactElement,
  queries: DefaultOptions['queries'] = {},
  cached: ReadonlyArray<readonly [QueryKey, unknown]> = [],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
  for (const [key, data] of cached) client.setQueryData(key, data);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/**
 * Stubs the global fetch for every test of the file with `respond` (a fresh record each test) and
 * puts the real one back after. Call at the top of the file; returns the mock to inspect.
 */
export function stubFetch(respond: Fetch = async () => Response.json({})): FetchMock {
  const fetchMock = vi.fn<Fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(respond);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** The calls a stubbed fetch got with `method` (POST, PATCH, ...). */
export const sentWith = (fetchMock: FetchMock, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);
