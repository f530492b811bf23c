// `npm start`: builds the client if it is missing, then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
if (!existsSync('dist/client/index.html')) {
  console.log('No client build found; building it once (npm run build)...');
  const r = spawnSync(bin('vite'), ['build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(bin('tsx'), ['src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
