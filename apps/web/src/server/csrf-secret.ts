// No `import 'server-only'`: imported by proxy.ts (the proxy bundle is not a React server layer; decision 0800).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the fallback secret lives (sandbox, development): inside the build output, shared by the processes of one machine. */
export const CSRF_SECRET_FILE = join('.next', 'csrf-secret');

const SECRET = /^[0-9a-f]{64}$/;

/** The shortest `CSRF_SECRET` accepted (HMAC-SHA-256 key material; `openssl rand -hex 32` gives 64). */
export const CSRF_SECRET_MIN_LENGTH = 32;

/**
 * Why this process may not start, or null (decision 1740): in production against a real exchange
 * (`NODE_ENV=production` and `EXCHANGE_API_ORIGIN` set) `CSRF_SECRET` is required, because a token signed by one
 * instance must verify on every other instance behind the load balancer, and a generated fallback is per machine.
 * The sandbox and development keep the generated fallback.
 */
export function csrfSecretProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (env['NODE_ENV'] !== 'production' || !env['EXCHANGE_API_ORIGIN']?.trim()) return null;
  const configured = env['CSRF_SECRET'] ?? '';
  if (configured.length >= CSRF_SECRET_MIN_LENGTH) return null;
  return (
    `CSRF_SECRET is ${configured === '' ? 'not set' : `shorter than ${CSRF_SECRET_MIN_LENGTH} characters`}: it is required in ` +
    'production against a real exchange (EXCHANGE_API_ORIGIN), and every instance of one deployment needs the same value ' +
    '(generate one with `openssl rand -hex 32`; decision 1740)'
  );
}

/**
 * The CSRF signing secret (decision 0812): `CSRF_SECRET` when it has at least 32 characters; in production against
 * a real exchange nothing else (`csrfSecretProblem` throws, decision 1740). Otherwise (sandbox, development) one
 * generated once and kept in `.next/csrf-secret` (created exclusively, mode 0600), so the processes of one start
 * (issue 14) and restarts of the same build agree; a new build starts with a new one. When the file cannot be
 * written or read, a secret for this process only (tokens then fail across processes, and it says so once).
 */
export function csrfSecret(env: Record<string, string | undefined> = process.env, dir: string = process.cwd()): string {
  const configured = env['CSRF_SECRET'];
  if (typeof configured === 'string' && configured.length >= CSRF_SECRET_MIN_LENGTH) return configured;
  const problem = csrfSecretProblem(env);
  if (problem) throw new Error(problem);
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
