import { useEffect, useRef, useState } from 'react';
import type { AvatarStatusResponse } from '../../contracts/avatar.contract';
import { AVATAR_MESSAGES as M, AVATAR_POLL } from '../../contracts/avatar.text';
import { fetchJson } from './api-client';

/**
 * One avatar video from text to MP4 (spec: Waiting, Generating, Ready; polled every 2 s at
 * most 30 times once its render has begun: polls while it waits behind other videos do not
 * count, and the card shows its place, issue 37 item 9). Shared by the landing page and the
 * dashboard, hence in lib.
 */
export type AvatarVideoState =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'generating'; id: string; polls: number; ahead: number | null }
  | { phase: 'ready'; id: string; url: string }
  | { phase: 'failed'; message: string; reason?: string };

export function useAvatarVideo(poll: { intervalMs: number; maxPolls: number } = AVATAR_POLL) {
  const [state, setState] = useState<AvatarVideoState>({ phase: 'idle' });
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  async function generate(text: string) {
    if (!text.trim()) return; // starts only with text
    const mine = ++run.current;
    const alive = () => mine === run.current;
    setState({ phase: 'waiting' });
    let id: string;
    try {
      ({ id } = await fetchJson<{ id: string }>('POST', '/api/avatar/generate', { text }));
    } catch (error) {
      if (alive()) setState({ phase: 'failed', message: failure(error, M.generateFailed) });
      return;
    }
    // The server bounds the wait in line (AVATAR_QUEUE_WAIT_MS), so this loop ends too.
    let ahead: number | null = null;
    for (let polls = 0; polls < poll.maxPolls;) {
      if (!alive()) return;
      setState({ phase: 'generating', id, polls, ahead });
      await new Promise((r) => setTimeout(r, poll.intervalMs));
      if (!alive()) return;
      let status: AvatarStatusResponse;
      try {
        status = await fetchJson<AvatarStatusResponse>('GET', `/api/avatar/status/${id}`);
      } catch {
        setState({ phase: 'failed', message: M.statusFailed });
        return;
      }
      if (status.status === 'done' && status.result_url) {
        setState({ phase: 'ready', id, url: status.result_url });
        return;
      }
      if (status.status === 'error') {
        setState({
          phase: 'failed',
          message: M.generateFailedShort,
          ...(status.error ? { reason: status.error } : {}),
        });
        return;
      }
      ahead = status.queue_position;
      if (ahead === null) polls += 1;
    }
    if (alive()) setState({ phase: 'failed', message: M.timedOut });
  }

  return { state, generate, reset: () => setState({ phase: 'idle' }) };
}

/** The plan's own message past the limit (402); the spec's words otherwise. */
function failure(error: unknown, fallback: string) {
  const e = error as { status?: number; serverMessage?: string };
  return e.status === 402 && e.serverMessage ? e.serverMessage : fallback;
}
