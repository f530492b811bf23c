// The first module of every pool thread. Plain JavaScript, because Node loads a worker's entry
// itself; the task modules are TypeScript, loaded through tsx's `tsImport`, which needs no
// loader flags and so behaves the same under `tsx` (dev, production), vitest and the benches.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** One import per task module per thread; later tasks reuse it (fonts, parsers stay loaded). */
const modules = new Map();

parentPort.on('message', async ({ id, module, name, input }) => {
  try {
    let loading = modules.get(module);
    if (!loading) {
      loading = tsImport(module, import.meta.url);
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
