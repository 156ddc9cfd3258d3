import { ShellProviders } from '@exchange/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Fragment } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('NativeShell after a hydration whose ids differ from the server’s (decision 1970)', () => {
  // Seen under load in e2e: the framework's tree above the page had one more sibling on the server than in the
  // browser (it renders nothing, so React keeps the server's HTML), so useId gave the browser other ids than the HTML
  // holds. The calls list, created in the browser after the first call, pointed at a heading id that is not in the
  // page: it had no name, and the e2e looking for the "Bridge calls" list timed out.
  const Nothing = () => null;
  const shell = (extraSibling: boolean) => (
    <ShellProviders locale="en" messages={{}}>
      {extraSibling ? (
        [
          <Nothing key="a" />,
          <NativeShell key="b" app={{ platform: 'ios', build: 202306151100 }} path="/k" writeAppCookie={() => undefined} />,
        ]
      ) : (
        <Fragment key="b">
          <NativeShell app={{ platform: 'ios', build: 202306151100 }} path="/k" writeAppCookie={() => undefined} />
        </Fragment>
      )}
    </ShellProviders>
  );

  it('still names the calls list "Bridge calls"', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(shell(true));
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, shell(false), { onRecoverableError: () => undefined }));
    const frame = await waitFor(() => within(container).getByTitle('The site inside the native app') as HTMLIFrameElement);
    fireEvent.load(frame);
    const win = frame.contentWindow as unknown as { webkit: { messageHandlers: Record<string, { postMessage(m: unknown): void }> } };
    act(() => win.webkit.messageHandlers['openKYC']?.postMessage({}));
    expect(within(within(container).getByRole('list', { name: 'Bridge calls' })).getByRole('listitem')).toHaveTextContent(
      'ios · openKYC · {}',
    );
    act(() => root.unmount());
    container.remove();
  });
});
