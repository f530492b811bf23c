// The render process's entry (avatar.renderer.ts forks one per video). Plain JavaScript, as
// Node loads an entry itself; the renderer is TypeScript, loaded with tsx's `tsImport`, which
// needs no loader flags (the same reason as platform/workers/worker-entry.mjs).
import { tsImport } from 'tsx/esm/api';

// The server is gone (crashed, killed, restarted): nobody will collect this video.
process.on('disconnect', () => process.exit(1));

process.once('message', async (input) => {
  const { render } = await tsImport('./avatar.render.ts', import.meta.url);
  process.send({ type: 'started' });
  let reply;
  try {
    reply = { type: 'result', result: await render(input) };
  } catch (error) {
    reply = { type: 'failed', message: String(error?.message ?? error).slice(0, 500) };
  }
  // Peak resident memory of this process, for the bench (kilobytes on Linux).
  reply.maxRssKb = process.resourceUsage().maxRSS;
  process.send(reply, () => process.exit(0));
});
