// No `import 'server-only'`: imported by proxy.ts (the proxy bundle is not a React server layer; decision 0800).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the fallback secret lives: inside the build output, so every process of one deployment shares it. */
export const CSRF_SECRET_FILE = join('.next', 'csrf-secret');

const SECRET = /^[0-9a-f]{64}$/;

/**
 * The CSRF signing secret (decision 0812): `CSRF_SECRET` when it has at least 32 characters; otherwise one
 * generated once and kept in `.next/csrf-secret` (created exclusively, mode 0600), so the processes of one start
 * (issue 14) and restarts of the same build agree; a new build starts with a new one. When the file cannot be
 * written or read, a secret for this process only (tokens then fail across processes, and it says so once).
 */
export function csrfSecret(env: Record<string, string | undefined> = process.env, dir: string = process.cwd()): string {
  const configured = env['CSRF_SECRET'];
  if (typeof configured === 'string' && configured.length >= 32) return configured;
  const file = join(dir, CSRF_SECRET_FILE);
  const fresh = randomBytes(32).toString('hex');
  try {
    mkdirSync(join(dir, '.next'), { recursive: true });
    writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch {
    // Another process created it first (or it exists from an earlier start): read it, waiting out a half write.
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const stored = readFileSync(file, 'utf8').trim();
      if (SECRET.test(stored)) return stored;
    } catch {
      break;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  console.warn('[csrf] CSRF_SECRET is not set and .next/csrf-secret is unusable: using a per-process secret');
  return fresh;
}
