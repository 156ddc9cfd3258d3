'use client';
import type { SiteContext } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { isSnoozed } from '../rules/snooze';

/** How long the starter notice stays hidden once acknowledged. */
export const NOTICE_SNOOZE_MS = 24 * 60 * 60 * 1000;

export interface ContentLayerProps {
  context: SiteContext;
}

/**
 * The one component the app mounts for @exchange/content (decision 0800): the layer fetches through
 * `@exchange/api` itself (nothing yet), asks the library's pure rules and renders its feature, or returns null.
 * Stored state (cookies, localStorage) goes in `src/lib/browser/`. Replace the starter notice with the first feature.
 */
export function ContentLayer({ context }: ContentLayerProps) {
  const intl = useIntl();
  const [closedAt, setClosedAt] = useState<string | null>(null);
  if (!context.user.isLoggedIn || isSnoozed(closedAt, Date.now(), NOTICE_SNOOZE_MS)) return null;
  return (
    <aside aria-label={intl.formatMessage(messages.noticeTitle)}>
      <p>{intl.formatMessage(messages.noticeTitle)}</p>
      <button type="button" onClick={() => setClosedAt(String(Date.now()))}>
        {intl.formatMessage(messages.noticeAcknowledge)}
      </button>
    </aside>
  );
}
