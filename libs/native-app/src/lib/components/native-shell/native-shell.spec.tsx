import { ShellProviders } from '@exchange/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NativeShell, type NativeShellProps } from './native-shell';

const setup = (props: Partial<NativeShellProps> = {}) => {
  const writeAppCookie = jest.fn();
  const result = render(
    <ShellProviders locale="en" messages={{}}>
      <NativeShell app={{ platform: 'ios', build: 202306151100 }} path="/myaccount/kyc_home" writeAppCookie={writeAppCookie} {...props} />
    </ShellProviders>,
  );
  return { ...result, writeAppCookie };
};

describe('NativeShell (issue 11 item 3, decision 1150)', () => {
  it('sets the app cookie before the frame loads, and removes it when the shell goes away', () => {
    const { writeAppCookie, unmount } = setup();
    expect(writeAppCookie).toHaveBeenCalledWith('ios-202306151100');
    expect(screen.getByTitle('The site inside the native app')).toHaveAttribute('src', '/myaccount/kyc_home');
    unmount();
    expect(writeAppCookie).toHaveBeenLastCalledWith(null);
  });

  it('names the call generation of the build (iOS threshold 202306151200)', () => {
    setup({ app: { platform: 'ios', build: 202306151200 } });
    expect(screen.getByText('iOS build 202306151200: new native calls')).toBeInTheDocument();
  });

  it('installs the fake receivers in the frame and lists each call', () => {
    setup();
    const frame = screen.getByTitle('The site inside the native app') as HTMLIFrameElement;
    fireEvent.load(frame);
    const win = frame.contentWindow as unknown as { webkit: { messageHandlers: Record<string, { postMessage(m: unknown): void }> } };
    act(() => win.webkit.messageHandlers['openKYC']?.postMessage({}));
    const list = screen.getByRole('list', { name: 'Bridge calls' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('ios · openKYC · {}');
  });

  it('Android gets the ExchangeAndroid object only', () => {
    setup({ app: { platform: 'android', build: 658020 } });
    const frame = screen.getByTitle('The site inside the native app') as HTMLIFrameElement;
    fireEvent.load(frame);
    const win = frame.contentWindow as unknown as Record<string, { postMessage(m: unknown): void } | undefined>;
    expect(win['webkit']).toBeUndefined();
    act(() => win['ExchangeAndroid']?.postMessage('{"action":"openKyc"}'));
    expect(screen.getByRole('listitem')).toHaveTextContent('android · ExchangeAndroid · {"action":"openKyc"}');
  });
});
