import type { AiEngine } from './ai-engine';

/**
 * Engines that cost nothing to run: the built-in engine, a model in the server process, Ollama
 * on the school's own machine and any keyless server of the school's own added as a connection
 * (`self-hosted`, from the providers table: `connectionEngine`). Plans meter only the others,
 * the paid providers (product-decisions.md "Plans and AI usage"; decision 0018).
 */
const FREE_ENGINES: ReadonlySet<string> = new Set(['builtin', 'local', 'ollama', 'self-hosted']);

export const isPaidEngine = (engine: string) => !FREE_ENGINES.has(engine);

/** Engines on the school's own CPU: they get LOCAL_AI_TIMEOUT_MS, not a provider's timeout. */
export const SLOW_ENGINES: ReadonlySet<string> = new Set(['local', 'ollama', 'self-hosted']);

/**
 * The engine that answers an account: guests (anyone's 24-hour sandbox) never reach a paid
 * provider, so they get the built-in engine whenever the engine answering now costs money
 * (issue 23 item 3). Only then is the account looked up: free engines answer everyone at once.
 */
export function engineForAccounts(
  engine: AiEngine,
  builtin: AiEngine,
  isGuest: (userId: number) => Promise<boolean>,
) {
  return async (userId: number): Promise<AiEngine> =>
    isPaidEngine(engine.info.engine) && (await isGuest(userId)) ? builtin : engine;
}
