// `npm run dev`: the API with reload on :3001 and Vite on :5173 proxying /api and the WebSocket.
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: process.env.API_PORT ?? '3001' };
const procs = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
