import { installFakeBridge, type RecordedBridgeCall } from './fake-bridge';
import { sendBridgeCommand } from './native-bridge';

describe('installFakeBridge (the native shell’s receivers)', () => {
  it('records what sendBridgeCommand posts on iOS, per call generation, and uninstalls', () => {
    const win: Record<string, unknown> = {};
    const calls: RecordedBridgeCall[] = [];
    const remove = installFakeBridge(win, 'ios', (call) => calls.push(call));
    sendBridgeCommand(win, { action: 'openKyc', platform: 'ios', entry: 'legacy' });
    sendBridgeCommand(win, { action: 'openKyc', platform: 'ios', entry: 'new' });
    expect(calls).toEqual([
      { platform: 'ios', receiver: 'openKYC', message: '{}' },
      { platform: 'ios', receiver: 'exchangeBridge', message: '{"action":"openKyc","version":2}' },
    ]);
    remove();
    expect(sendBridgeCommand(win, { action: 'openKyc', platform: 'ios', entry: 'new' })).toBe('unavailable');
  });

  it('records Android JSON text as sent', () => {
    const win: Record<string, unknown> = {};
    const calls: RecordedBridgeCall[] = [];
    installFakeBridge(win, 'android', (call) => calls.push(call));
    sendBridgeCommand(win, { action: 'openUrl', platform: 'android', entry: 'new', url: 'https://a.test/' });
    expect(calls).toEqual([{ platform: 'android', receiver: 'ExchangeAndroid', message: '{"action":"openUrl","url":"https://a.test/"}' }]);
    expect(win['webkit']).toBeUndefined();
  });
});
