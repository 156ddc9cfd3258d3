import { createBrowserRealtimeClient } from './browser-client';

const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBrowserRealtimeClient (decision 1850)', () => {
  it('without SharedWorker (jsdom, old Safari) the tab holds a client of its own, idle until something subscribes', async () => {
    expect(typeof (globalThis as { SharedWorker?: unknown }).SharedWorker).toBe('undefined');
    const client = createBrowserRealtimeClient(['/_sandbox/realtime']);
    // Decision 1950: the tab's own socket's code loads on demand; until then the client is connecting.
    expect(client.status()).toBe('connecting');
    await loaded();
    expect(client.status()).toBe('closed');
    expect(client.channels()).toEqual([]);
    client.close();
  });
});
