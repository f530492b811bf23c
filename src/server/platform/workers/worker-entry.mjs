// The first module of every pool thread. Plain JavaScript, because Node loads a worker's entry
// itself. From src/ (dev, vitest, the benches) the task modules are TypeScript, loaded through
// tsx's `tsImport`, which needs no loader flags; the built server (scripts/build-server.mjs)
// compiles each task module to a .mjs beside this file's copy, imported directly, so dist/
// needs neither src/ nor tsx.
import { parentPort } from 'node:worker_threads';

const load = async (module) =>
  module.endsWith('.ts')
    ? (await import('tsx/esm/api')).tsImport(module, import.meta.url)
    : import(module);

/** One import per task module per thread; later tasks reuse it (fonts, parsers stay loaded). */
const modules = new Map();

parentPort.on('message', async ({ id, module, name, input }) => {
  try {
    let loading = modules.get(module);
    if (!loading) {
      loading = load(module);
      modules.set(module, loading);
    }
    const run = (await loading)[name];
    if (typeof run !== 'function') throw new TypeError(`${module} exports no function ${name}`);
    parentPort.postMessage({ id, started: true });
    const output = await run(input);
    parentPort.postMessage({ id, ok: true, output });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) },
    });
  }
});
