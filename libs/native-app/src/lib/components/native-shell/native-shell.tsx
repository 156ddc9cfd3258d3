'use client';
import { clearCookie, writeCookie } from '@exchange/site-config';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { installFakeBridge, type RecordedBridgeCall } from '../../bridge/fake-bridge';
import { messages } from '../../messages';
import { bridgeEntryOf } from '../../rules/bridge-call';
import { NATIVE_APP_COOKIE, formatNativeAppCookie, type NativeAppInfo } from '../../rules/native-app-info';
import styles from './native-shell.module.css';

export interface NativeShellProps {
  /** The app the shell pretends to be (parseNativeShellParams). */
  app: NativeAppInfo;
  /** The site path shown in the web view. */
  path: string;
  /** Calls already recorded (stories). */
  initialCalls?: readonly RecordedBridgeCall[];
  /**
   * Writes (a value) or removes (null) the `exchange_app` cookie the site reads to know it is in the app (decision
   * 1150); `document.cookie` by default, a session cookie removed again when the shell closes.
   */
  writeAppCookie?: (value: string | null) => void;
}

const documentCookie = (value: string | null) => {
  if (value === null) clearCookie(document, NATIVE_APP_COOKIE);
  else writeCookie(document, NATIVE_APP_COOKIE, value);
};

/**
 * The sandbox's native shell (issue 11 item 3, decision 1150): the site in an iframe sized like a phone, with the
 * receivers an Android or iOS web view would inject; every bridge call the site makes is listed. It sets the
 * `exchange_app` cookie before the frame loads (an iframe's user agent cannot be changed) and removes it on leaving.
 */
export function NativeShell({ app, path, initialCalls = [], writeAppCookie = documentCookie }: NativeShellProps) {
  const intl = useIntl();
  const id = useId();
  const [calls, setCalls] = useState<readonly RecordedBridgeCall[]>(initialCalls);
  const [ready, setReady] = useState(false);
  const uninstall = useRef<(() => void) | null>(null);

  const { platform, build } = app;
  useEffect(() => {
    writeAppCookie(formatNativeAppCookie({ platform, build }));
    setReady(true);
    const leave = () => writeAppCookie(null);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      uninstall.current?.();
      leave();
    };
  }, [platform, build, writeAppCookie]);

  const onFrameLoad = useCallback(
    (frame: HTMLIFrameElement) => {
      uninstall.current?.();
      uninstall.current = null;
      try {
        const target = frame.contentWindow;
        if (target) uninstall.current = installFakeBridge(target, app.platform, (call) => setCalls((list) => [...list, call]));
      } catch {
        // A frame that navigated to another origin cannot be reached: no bridge there, as in a real web view's
        // external page.
      }
    },
    [app.platform],
  );

  const entry = bridgeEntryOf(app);
  const summaryValues = { platform: app.platform === 'android' ? 'Android' : 'iOS', build: String(app.build ?? 0) };
  return (
    <div className={styles.root} data-testid="native-shell">
      <div>
        <h1 className={styles.title}>{intl.formatMessage(messages.shellTitle)}</h1>
        <p className={styles.summary} data-entry={entry}>
          {entry === 'new'
            ? intl.formatMessage(messages.shellSummaryNew, summaryValues)
            : intl.formatMessage(messages.shellSummaryOld, summaryValues)}
        </p>
        <form className={styles.form} method="get" aria-label={intl.formatMessage(messages.shellSettings)}>
          <label htmlFor={`${id}-os`}>{intl.formatMessage(messages.shellPlatform)}</label>
          <select id={`${id}-os`} name="os" defaultValue={app.platform}>
            <option value="ios">iOS</option>
            <option value="android">Android</option>
          </select>
          <label htmlFor={`${id}-build`}>{intl.formatMessage(messages.shellBuild)}</label>
          <input id={`${id}-build`} name="build" inputMode="numeric" defaultValue={String(app.build ?? '')} dir="ltr" />
          <label htmlFor={`${id}-path`}>{intl.formatMessage(messages.shellPath)}</label>
          <input id={`${id}-path`} name="path" defaultValue={path} dir="ltr" />
          <button type="submit">{intl.formatMessage(messages.shellOpen)}</button>
        </form>
        <section aria-labelledby={`${id}-calls`}>
          <div className={styles.callsHeader}>
            <h2 id={`${id}-calls`}>{intl.formatMessage(messages.shellCalls)}</h2>
            <button type="button" className={styles.clear} onClick={() => setCalls([])} disabled={calls.length === 0}>
              {intl.formatMessage(messages.shellClear)}
            </button>
          </div>
          <div aria-live="polite">
            {calls.length === 0 ? (
              <p className={styles.empty}>{intl.formatMessage(messages.shellNoCalls)}</p>
            ) : (
              // Named by its own label, not by the heading's id: this list is created in the browser, and after a
              // hydration whose ids differed from the server's (a framework sibling that renders nothing), an id made
              // here pointed at no element and the list had no name (decision 1970).
              <ol className={styles.calls} aria-label={intl.formatMessage(messages.shellCalls)} dir="ltr">
                {calls.map((call, index) => (
                  <li key={index} data-receiver={call.receiver}>
                    {call.platform} · {call.receiver} · {call.message}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      </div>
      <div className={styles.phone}>
        {ready && (
          <iframe
            className={styles.frame}
            src={path}
            title={intl.formatMessage(messages.shellFrame)}
            onLoad={(event) => onFrameLoad(event.currentTarget)}
          />
        )}
      </div>
    </div>
  );
}
