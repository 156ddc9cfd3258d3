// No `import 'server-only'`: loaded by instrumentation.ts's register hook (decision 0800), and only with the embedded sandbox.
import { handleSandboxUpgrade } from '@exchange/sandbox';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const INSTALLED = Symbol.for('exchange.sandbox-realtime-hook');

interface EmitterWithHook {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
  [INSTALLED]?: boolean;
}

/**
 * The embedded sandbox's realtime socket on the app's own origin and port (issue 20, decision 1804): every HTTP
 * server of this process hands an upgrade request for the sandbox socket path to the sandbox before Next sees it.
 * So `next start`, `npm start` (each worker) and the e2e server serve it with no port of their own, and two app
 * instances never compete for one.
 */
export function installSandboxRealtime(serverPrototype: EmitterWithHook): void {
  if (serverPrototype[INSTALLED]) return;
  const emit = serverPrototype.emit;
  serverPrototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'upgrade') {
      try {
        if (handleSandboxUpgrade(args[0] as IncomingMessage, args[1] as Duplex, args[2] as Buffer)) return true;
      } catch (error) {
        console.error('[sandbox-realtime]', error);
      }
    }
    return emit.call(this, event, ...args);
  };
  serverPrototype[INSTALLED] = true;
}
