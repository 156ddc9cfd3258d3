// No `import 'server-only'`: imported by instrumentation.ts (not a React server layer; decision 0800).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full collection as a function: `globalThis.gc` when the process has it (`--expose-gc`, as serve.mjs starts
 * its workers), else the same function exposed at run time (the flag set, then read from a fresh context). Null if
 * neither works.
 */
export function exposedGc(): (() => void) | null {
  let gc: unknown = (globalThis as { gc?: unknown }).gc;
  try {
    if (typeof gc !== 'function') {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc');
    }
  } catch {
    return null;
  }
  return typeof gc === 'function' ? (gc as () => void) : null;
}

/** What the process holds, in MB (for `WEB_GC_LOG=1`). */
function memoryMb(): string {
  return Object.entries(process.memoryUsage())
    .map(([key, value]) => `${key} ${Math.round(value / 1_048_576)}`)
    .join(', ');
}

/**
 * Full collections once the process has received no request for `idleMs` after receiving some (decisions 1880, 1927,
 * 1941), in every server the app runs in (`next start`, serve.mjs's workers, the standalone server). Under load V8
 * grows its heap instead of collecting, and a process that goes quiet keeps that memory until the next load.
 *
 * Several collections per quiet spell, `idleMs` apart, until V8's committed heap stops shrinking (at most
 * `maxRounds`, six; decision 1941). The first frees the load's garbage, but V8 still counts the load's allocation rate then,
 * so it keeps the young generation (up to 128 MB committed with serve.mjs's 64 MB semi-spaces) and the old
 * generation's half-empty pages. A collection after a spell with almost no allocation shrinks the young generation to
 * its minimum, and the next one compacts the old generation: measured after a 90 s soak, committed heap 338 → 327 →
 * 110 → 86 MB (sandbox worker). Never while requests arrive; a request starts the spell again. Returns the function
 * that stops it. `WEB_GC_LOG=1` logs each collection's before and after.
 */
export function collectWhenIdle(
  activity: () => { seen: number; lastAt: number },
  {
    idleMs = 5_000,
    maxRounds = 6,
    collect = exposedGc(),
    heapSize = () => process.memoryUsage().heapTotal,
    now = Date.now,
    log = process.env['WEB_GC_LOG'] === '1' ? (line: string) => console.log(line) : null,
  }: {
    idleMs?: number;
    maxRounds?: number;
    collect?: (() => void) | null;
    heapSize?: () => number;
    now?: () => number;
    log?: ((line: string) => void) | null;
  } = {},
): () => void {
  if (typeof collect !== 'function') return () => undefined;
  /** Requests seen at the last collection; this quiet spell's collections (`maxRounds`: done until the next request). */
  let collectedAt = activity().seen;
  let rounds = maxRounds;
  let lastCollectionAt = 0;
  const timer = setInterval(
    () => {
      const { seen, lastAt } = activity();
      if (seen !== collectedAt) rounds = 0;
      if (rounds >= maxRounds || now() - Math.max(lastAt, lastCollectionAt) < idleMs) return;
      collectedAt = seen;
      rounds += 1;
      const round = rounds;
      const before = log ? memoryMb() : '';
      const heapBefore = heapSize();
      collect();
      lastCollectionAt = now();
      // Less than 1 MB given back: V8 has shrunk what it will; no more collections until the next load.
      if (rounds > 1 && heapBefore - heapSize() < 1_048_576) rounds = maxRounds;
      log?.(`idle collection ${round} in ${process.pid}: ${before} → ${memoryMb()} MB`);
    },
    // Checked often, so each collection comes close to `idleMs` after the previous one (all six within about 33 s).
    Math.max(100, Math.floor(idleMs / 10)),
  );
  timer.unref?.();
  return () => clearInterval(timer);
}
