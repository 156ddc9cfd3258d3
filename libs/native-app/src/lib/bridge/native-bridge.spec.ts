import { sendBridgeCommand } from './native-bridge';

describe('sendBridgeCommand (spec 02 §7, §8)', () => {
  it('posts JSON text to the Android object', () => {
    const postMessage = jest.fn();
    const win = { ExchangeAndroid: { postMessage } };
    expect(sendBridgeCommand(win, { action: 'openKyc', platform: 'android', entry: 'new' })).toBe('sent');
    expect(postMessage).toHaveBeenCalledWith('{"action":"openKyc"}');
  });

  it('posts to the iOS handler of the build’s generation, with the handler as `this`', () => {
    const legacy = {
      postMessage: jest.fn(function (this: unknown) {
        expect(this).toBe(legacy);
      }),
    };
    const current = { postMessage: jest.fn() };
    const win = { webkit: { messageHandlers: { openKYC: legacy, exchangeBridge: current } } };
    expect(sendBridgeCommand(win, { action: 'openKyc', platform: 'ios', entry: 'legacy' })).toBe('sent');
    expect(legacy.postMessage).toHaveBeenCalledWith({});
    expect(current.postMessage).not.toHaveBeenCalled();
    expect(sendBridgeCommand(win, { action: 'openUrl', platform: 'ios', entry: 'new', url: 'https://a.test/' })).toBe('sent');
    expect(current.postMessage).toHaveBeenCalledWith({ action: 'openUrl', url: 'https://a.test/' });
  });

  it.each<[string, object]>([
    ['no globals (a browser)', {}],
    ['a receiver without postMessage', { ExchangeAndroid: {} }],
    ['a postMessage that is not a function', { ExchangeAndroid: { postMessage: 'x' } }],
    [
      'a throwing getter',
      Object.defineProperty({}, 'ExchangeAndroid', {
        get() {
          throw new Error('hostile');
        },
      }),
    ],
  ])('%s → unavailable, nothing reported', (_label, win) => {
    const report = jest.fn();
    expect(sendBridgeCommand(win, { action: 'openKyc', platform: 'android', entry: 'new' }, report)).toBe('unavailable');
    expect(report).not.toHaveBeenCalled();
  });

  it('a receiver that throws is only logged (failed), never thrown to the page', () => {
    const error = new Error('native crash');
    const report = jest.fn();
    const win = {
      webkit: {
        messageHandlers: {
          exchangeBridge: {
            postMessage: () => {
              throw error;
            },
          },
        },
      },
    };
    expect(sendBridgeCommand(win, { action: 'openKyc', platform: 'ios', entry: 'new' }, report)).toBe('failed');
    expect(report).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ source: 'native-bridge', action: 'openKyc', receiver: 'exchangeBridge' }),
    );
  });

  it('a reporter that throws is swallowed too', () => {
    const win = {
      ExchangeAndroid: {
        postMessage: () => {
          throw new Error('x');
        },
      },
    };
    const report = () => {
      throw new Error('reporter down');
    };
    expect(sendBridgeCommand(win, { action: 'openKyc', platform: 'android', entry: 'new' }, report)).toBe('failed');
  });
});
