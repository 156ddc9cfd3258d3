import { bridgeEntryOf } from '../rules/bridge-call';
import { chooseLinkTarget, type LinkTarget } from '../rules/link-target';
import type { NativeAppInfo } from '../rules/native-app-info';
import { sendBridgeCommand, type BridgeErrorReporter, type BridgeWindow } from './native-bridge';

export interface OpenLinkOptions {
  app: NativeAppInfo | null | undefined;
  /** The page's origin. */
  origin: string;
  /** In-place navigation (the router's push). */
  navigate: (href: string) => void;
  /** Opens a new tab; `window.open(href, '_blank', 'noopener,noreferrer')` by default. */
  openTab?: (href: string) => void;
  win?: BridgeWindow;
  report?: BridgeErrorReporter;
}

/**
 * Opens a link the way `chooseLinkTarget` says (spec 01 §1 link opener). A bridge that is missing falls back to a new
 * tab; a bridge that throws is only logged (spec 02 §8). Returns what was done.
 */
export function openLink(href: string, options: OpenLinkOptions): LinkTarget['via'] | 'bridge-failed' {
  const target = chooseLinkTarget({ href, origin: options.origin, app: options.app });
  const openTab = options.openTab ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));
  switch (target.via) {
    case 'navigate':
      options.navigate(target.href);
      return 'navigate';
    case 'new-tab':
      openTab(target.href);
      return 'new-tab';
    case 'bridge': {
      const app = options.app as NativeAppInfo;
      const result = sendBridgeCommand(
        options.win ?? window,
        { action: 'openUrl', platform: app.platform, entry: bridgeEntryOf(app), url: target.url },
        options.report,
      );
      if (result === 'sent') return 'bridge';
      if (result === 'failed') return 'bridge-failed';
      openTab(target.url);
      return 'new-tab';
    }
    default:
      return 'none';
  }
}
