// `npm run dev`: the API server on :8080 (data/app.db) and Vite on :5173 proxying /api to it.
import { spawn } from 'node:child_process';

const procs = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, DEMO: process.env.DEMO ?? '1', PORT: process.env.PORT ?? '8080' } }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = () => { for (const p of procs) p.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
