import { useEffect, useRef, useState } from 'react';
import type { AvatarAgentResponse } from '../../../contracts/avatar.contract';
import { fetchJson } from '../../lib/api-client';
import { createBuiltinAgent, type AgentView } from './builtin-agent';
import type { AgentErrorKind } from './agent-rules';
import type { DidAgent, DidAgentView } from './did-agent';

/** What the modal shows: the built-in view, plus D-ID's video and ratings when it drives. */
export type LiveAgentView = AgentView & Partial<Pick<DidAgentView, 'stream' | 'ratings'>>;

/** The operations both providers share; D-ID adds a video element and ratings. */
interface LiveAgent {
  view(): LiveAgentView;
  level(): number;
  connect(): Promise<void>;
  disconnect(): void;
  enableAudio(): Promise<void>;
  send(text: string): Promise<void>;
  interrupt(): void;
  attach?: DidAgent['attach'];
  rate?: DidAgent['rate'];
}

interface Events {
  onChange(view: LiveAgentView): void;
  onError(kind: AgentErrorKind, error: unknown): void;
}

/**
 * The provider the server names (`GET /api/avatar/agent`). D-ID's module, and with it the SDK,
 * is imported only then, so the built-in path's bundle does not grow.
 */
async function pickAgent(events: Events): Promise<LiveAgent> {
  const settings = await fetchJson<AvatarAgentResponse>('GET', '/api/avatar/agent');
  if (settings.provider === 'builtin') return createBuiltinAgent(events);
  const { createDidAgent } = await import('./did-agent');
  return createDidAgent(settings, events);
}

/**
 * The modal's agent, made once per opening and disconnected when the modal closes. Until the
 * server has answered it is null; if asking fails, `retry` asks again (the Connect button).
 */
export function useLiveAgent(onError: Events['onError']) {
  const [agent, setAgent] = useState<LiveAgent | null>(null);
  const [view, setView] = useState<LiveAgentView | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onError);
  latest.current = onError;

  useEffect(() => {
    let gone = false;
    let made: LiveAgent | undefined;
    const relay: Events = {
      onChange: (next) => !gone && setView(next),
      onError: (kind, error) => !gone && latest.current(kind, error),
    };
    setFailed(false);
    pickAgent(relay).then(
      (picked) => {
        made = picked;
        if (gone) return;
        setAgent(picked);
        setView(picked.view());
      },
      (error: unknown) => {
        if (gone) return;
        setFailed(true);
        latest.current('init', error);
      },
    );
    return () => {
      gone = true;
      made?.disconnect();
    };
  }, [attempt]);

  return { agent, view, failed, retry: () => setAttempt((n) => n + 1) };
}
