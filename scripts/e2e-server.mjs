// Starts the reference server for e2e on a fresh database (DB_FILE is deleted first) and a fresh payment sandbox
// database next to it (PAYMENT_SANDBOX_DB = DB_FILE + '.sandbox').
import { rmSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { spawn } from 'node:child_process';

const db = process.env.DB_FILE ?? '.tmp/e2e.db';
mkdirSync(dirname(db), { recursive: true });
const sandboxDb = `${db}.sandbox`;
for (const file of [db, sandboxDb]) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
// demo mode: the tests read one-time codes from /api/__dev/last-otp (loopback only)
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: { REQUEST_LOG: 'errors', ...process.env, DEMO: '1', PAYMENT_SANDBOX_DB: sandboxDb } });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
