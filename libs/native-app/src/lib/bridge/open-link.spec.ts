import { openLink } from './open-link';

const origin = 'https://www.example-exchange.test';
const help = 'https://help.example-exchange.test/hc/articles/identity-verification';

describe('openLink (spec 01 §1 link opener)', () => {
  it('navigates in place to a path', () => {
    const navigate = jest.fn();
    expect(openLink('/price', { app: null, origin, navigate, openTab: jest.fn() })).toBe('navigate');
    expect(navigate).toHaveBeenCalledWith('/price');
  });

  it('opens another origin in a new tab on the web', () => {
    const openTab = jest.fn();
    expect(openLink(help, { app: null, origin, navigate: jest.fn(), openTab })).toBe('new-tab');
    expect(openTab).toHaveBeenCalledWith(help);
  });

  it('opens another origin through the bridge in the app (old iOS build → legacy handler)', () => {
    const postMessage = jest.fn();
    const win = { webkit: { messageHandlers: { openURL: { postMessage } } } };
    const openTab = jest.fn();
    const app = { platform: 'ios', build: 202306151100 } as const;
    expect(openLink(help, { app, origin, navigate: jest.fn(), openTab, win })).toBe('bridge');
    expect(postMessage).toHaveBeenCalledWith({ url: help });
    expect(openTab).not.toHaveBeenCalled();
  });

  it('falls back to a new tab when the app has no bridge', () => {
    const openTab = jest.fn();
    expect(openLink(help, { app: { platform: 'android', build: 1 }, origin, navigate: jest.fn(), openTab, win: {} })).toBe('new-tab');
    expect(openTab).toHaveBeenCalledWith(help);
  });

  it('a throwing bridge is only logged', () => {
    const openTab = jest.fn();
    const report = jest.fn();
    const win = {
      ExchangeAndroid: {
        postMessage: () => {
          throw new Error('x');
        },
      },
    };
    expect(openLink(help, { app: { platform: 'android', build: 1 }, origin, navigate: jest.fn(), openTab, win, report })).toBe(
      'bridge-failed',
    );
    expect(report).toHaveBeenCalledTimes(1);
    expect(openTab).not.toHaveBeenCalled();
  });

  it('opens nothing for javascript:', () => {
    const navigate = jest.fn();
    const openTab = jest.fn();
    expect(openLink('javascript:alert(1)', { app: null, origin, navigate, openTab })).toBe('none');
    expect(navigate).not.toHaveBeenCalled();
    expect(openTab).not.toHaveBeenCalled();
  });
});
