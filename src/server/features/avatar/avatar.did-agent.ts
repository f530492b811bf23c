import type { Config } from '../../config';

type AgentConfig = NonNullable<Config['avatar']['agent']>;

/**
 * The origins the browser must reach for the D-ID live agent: its API (fetch) and its
 * notifications socket. The page's CSP names exactly these when the agent is configured, and
 * nothing more otherwise. The stream itself arrives over WebRTC, which CSP does not govern, and
 * plays from a MediaStream (srcObject), which media-src does not either.
 */
export function didAgentOrigins(agent: AgentConfig | undefined): string[] {
  if (!agent) return [];
  return [...new Set([new URL(agent.apiUrl).origin, new URL(agent.wsUrl).origin])];
}

/** What the assistant modal is told (`GET /api/avatar/agent`); never the API key. */
export function agentSettings(agent: AgentConfig | undefined) {
  if (!agent) return { provider: 'builtin' as const };
  return {
    provider: 'd-id' as const,
    agentId: agent.agentId,
    clientKey: agent.clientKey,
    baseURL: agent.apiUrl.replace(/\/+$/, ''),
    wsURL: agent.wsUrl,
  };
}
