import { createBrowserRealtimeClient } from './browser-client';

describe('createBrowserRealtimeClient (decision 1850)', () => {
  it('without SharedWorker (jsdom, old Safari) the tab holds a client of its own, idle until something subscribes', () => {
    expect(typeof (globalThis as { SharedWorker?: unknown }).SharedWorker).toBe('undefined');
    const client = createBrowserRealtimeClient(['/_sandbox/realtime']);
    expect(client.status()).toBe('closed');
    expect(client.channels()).toEqual([]);
    client.close();
  });
});
