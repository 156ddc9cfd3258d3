// The shared realtime worker's entry (issue 20, decision 1850): bundled as its own chunk by `browser-client.ts`.
import { createRealtimeHub } from './realtime-hub';
import type { PortLike } from './worker-protocol';

const hub = createRealtimeHub();

(globalThis as unknown as { onconnect: ((event: { ports: readonly PortLike[] }) => void) | null }).onconnect = (event) => {
  const port = event.ports[0];
  if (port) hub.connect(port);
};
