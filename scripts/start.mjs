// `npm start`: builds the client and the server when either is missing, then runs the compiled
// server in this same process (one node process; decision 0013).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!existsSync('dist/client/index.html')) {
  console.log('No client build found; building it once (vite build)...');
  run(bin('vite'), ['build']);
}
/** The newest modification time under a folder (the server's sources: a few hundred files). */
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((t, e) => Math.max(t, statSync(path.join(e.parentPath ?? e.path, e.name)).mtimeMs), 0);
const SERVER = 'dist/server/main.js';
if (!existsSync(SERVER)) {
  console.log('No server build found; building it once...');
  run(process.execPath, ['scripts/build-server.mjs']);
} else if (
  existsSync('src/server') &&
  Math.max(newest('src/server'), newest('src/contracts')) > statSync(SERVER).mtimeMs
) {
  // A pulled or edited source is newer than the build: rebuild (a fraction of a second).
  run(process.execPath, ['scripts/build-server.mjs']);
}
process.env.NODE_ENV ??= 'production';
await import(new URL('../dist/server/main.js', import.meta.url).href);
