import { upgradeKyc } from './kyc-upgrade';

const receivers = () => {
  const posted: [string, unknown][] = [];
  const handler = (name: string) => ({ postMessage: (m: unknown) => posted.push([name, m]) });
  const win = {
    ExchangeAndroid: handler('ExchangeAndroid'),
    webkit: { messageHandlers: { exchangeBridge: handler('exchangeBridge'), openKYC: handler('openKYC') } },
  };
  return { win, posted };
};

describe('upgradeKyc (spec 02 §4 upgrade target, §8 failure only logged; iOS threshold 202306151200)', () => {
  it('on the web goes to /myaccount/kyc2', () => {
    const navigateWeb = jest.fn();
    const { win, posted } = receivers();
    expect(upgradeKyc({ app: null, navigateWeb, win })).toBe('web');
    expect(navigateWeb).toHaveBeenCalledWith('/myaccount/kyc2');
    expect(posted).toEqual([]);
  });

  it.each<[string, { platform: 'android' | 'ios'; build: number | null }, [string, unknown]]>([
    ['iOS 202306151100 → the old entry', { platform: 'ios', build: 202306151100 }, ['openKYC', {}]],
    ['iOS 202306151200 → the new entry', { platform: 'ios', build: 202306151200 }, ['exchangeBridge', { action: 'openKyc', version: 2 }]],
    ['iOS with no build → the old entry', { platform: 'ios', build: null }, ['openKYC', {}]],
    ['Android', { platform: 'android', build: 658020 }, ['ExchangeAndroid', '{"action":"openKyc"}']],
  ])('in the app, %s', (_label, app, call) => {
    const navigateWeb = jest.fn();
    const { win, posted } = receivers();
    expect(upgradeKyc({ app, navigateWeb, win })).toBe('sent');
    expect(posted).toEqual([call]);
    expect(navigateWeb).not.toHaveBeenCalled();
  });

  it('a bridge that throws is only logged: no navigation', () => {
    const navigateWeb = jest.fn();
    const report = jest.fn();
    const win = {
      webkit: {
        messageHandlers: {
          openKYC: {
            postMessage: () => {
              throw new Error('native');
            },
          },
        },
      },
    };
    expect(upgradeKyc({ app: { platform: 'ios', build: 1 }, navigateWeb, win, report })).toBe('failed');
    expect(report).toHaveBeenCalledTimes(1);
    expect(navigateWeb).not.toHaveBeenCalled();
  });

  it('in the app without a bridge (a stale cookie) falls back to /myaccount/kyc2', () => {
    const navigateWeb = jest.fn();
    expect(upgradeKyc({ app: { platform: 'android', build: 1 }, navigateWeb, win: {} })).toBe('web');
    expect(navigateWeb).toHaveBeenCalledWith('/myaccount/kyc2');
  });
});
