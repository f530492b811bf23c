// The render process's entry (avatar.renderer.ts forks one per video). Plain JavaScript, as
// Node loads an entry itself. From src/ the renderer is TypeScript, loaded with tsx's
// `tsImport` (no loader flags, as in platform/workers/worker-entry.mjs); the built server has it
// compiled to avatar.render.mjs beside this file's copy (scripts/build-server.mjs rewrites the
// URL), so dist/ needs neither src/ nor tsx.
const RENDERER = new URL('./avatar.render.ts', import.meta.url).href;
const loadRenderer = async () =>
  RENDERER.endsWith('.ts')
    ? (await import('tsx/esm/api')).tsImport(RENDERER, import.meta.url)
    : import(RENDERER);

// The server is gone (crashed, killed, restarted): nobody will collect this video.
process.on('disconnect', () => process.exit(1));

process.once('message', async (input) => {
  const { render } = await loadRenderer();
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
