/**
 * @jest-environment node
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { captureOutsideRequestContext, outsideRequest } from './outside-request';

describe('outsideRequest (issue 26 item 1)', () => {
  it('runs without the stores of the request it is called from, once the context was captured', () => {
    const store = new AsyncLocalStorage<{ request: string }>();
    expect(store.run({ request: 'a' }, () => outsideRequest(() => store.getStore()?.request))).toBe('a');
    captureOutsideRequestContext();
    expect(store.run({ request: 'b' }, () => outsideRequest(() => store.getStore()?.request))).toBeUndefined();
    expect(store.run({ request: 'c' }, () => store.getStore()?.request)).toBe('c');
  });

  it('times created inside keep no request store', async () => {
    captureOutsideRequestContext();
    const store = new AsyncLocalStorage<string>();
    const seen = await store.run('request', () =>
      outsideRequest(() => new Promise<string | undefined>((resolve) => setTimeout(() => resolve(store.getStore()), 1))),
    );
    expect(seen).toBeUndefined();
  });
});
