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

/**
 * One full collection once the process has received no request for `idleMs` after receiving some (decision 1927,
 * extending 1880 from serve.mjs's workers to every server the app runs in, `next start` included): under load V8 grows
 * its heap instead of collecting, and a process that goes quiet keeps that memory until the next load. Never while
 * requests arrive. Returns the function that stops it.
 */
export function collectWhenIdle(
  activity: () => { seen: number; lastAt: number },
  { idleMs = 5_000, collect = exposedGc(), now = Date.now }: { idleMs?: number; collect?: (() => void) | null; now?: () => number } = {},
): () => void {
  if (typeof collect !== 'function') return () => undefined;
  let collectedAt = activity().seen;
  const timer = setInterval(
    () => {
      const { seen, lastAt } = activity();
      if (seen === collectedAt || now() - lastAt < idleMs) return;
      collectedAt = seen;
      collect();
    },
    Math.max(250, Math.floor(idleMs / 2)),
  );
  timer.unref?.();
  return () => clearInterval(timer);
}
