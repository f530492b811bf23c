// The local model process's entry (local-model.ts starts one per loaded model, decision 0021).
// Plain JavaScript, as Node loads an entry itself. From src/ the host is TypeScript, loaded with
// tsx's `tsImport` (as avatar.child.mjs does); the built server has it compiled to model-host.mjs
// beside this file's copy (scripts/build-server.mjs rewrites the URL), so dist/ needs neither
// src/ nor tsx. Its options come as its one argument (JSON): no message can be lost before the
// host listens.
const HOST = new URL('./model-host.ts', import.meta.url).href;
const loadHost = async () =>
  HOST.endsWith('.ts')
    ? (await import('tsx/esm/api')).tsImport(HOST, import.meta.url)
    : import(HOST);

// The server is gone (crashed, killed, restarted): nobody will read these answers.
process.on('disconnect', () => process.exit(1));

const { serveModel } = await loadHost();
// A model that fails to load is reported (load_failed); the server then ends this process.
await serveModel(
  JSON.parse(process.argv[2]),
  (message) => process.send?.(message),
  (handler) => process.on('message', handler),
);
