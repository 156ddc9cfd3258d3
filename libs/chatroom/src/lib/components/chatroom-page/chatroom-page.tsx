'use client';
import { localizePath } from '@exchange/i18n';
import { MicroAppHost, type MicroAppLoader, type MicroAppProps } from '@exchange/micro-app';
import type { SiteKey } from '@exchange/site-config';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';
import { CHATROOM_EXPECTED_VERSION, CHATROOM_MICRO_APP, chatroomEntryUrl } from '../../micro-app-settings';
import { languagePrefixOf } from '../../rules/language-prefix';

export interface ChatroomPageProps {
  site: SiteKey;
  locale: string;
  /** `chatroom`: the community chat (`/groupchat/chatroom`); `service`: the support chat (`/groupchat/call_service`). */
  variant: 'chatroom' | 'service';
  /** The group from the page's query (already checked by the page), or null. */
  group?: string | null;
  loader?: MicroAppLoader;
}

/**
 * The chat pages of spec 01 §2 (`/groupchat/chatroom`, `/groupchat/call_service`): the chatroom micro-app in the
 * page. When it is missing, the community page links to customer service and the service page to a ticket.
 */
export function ChatroomPage({ site, locale, variant, group = null, loader }: ChatroomPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage(variant === 'service' ? messages.serviceTitle : messages.pageTitle);
  const languagePrefix = languagePrefixOf(site, locale);
  const props = useMemo<MicroAppProps>(
    () => ({
      locale,
      languagePrefix,
      theme: 'system',
      limitFlags: {},
      extra: { group: variant === 'service' ? 'service' : group, targetId: null, subAccount: false },
    }),
    [locale, languagePrefix, variant, group],
  );
  const fallback = variant === 'service' ? '/myaccount/tickets' : '/groupchat/call_service';
  return (
    <section aria-labelledby="chatroom-page-title" style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1 id="chatroom-page-title">{title}</h1>
      <MicroAppHost
        name={CHATROOM_MICRO_APP}
        title={title}
        entryUrl={chatroomEntryUrl()}
        expectedVersion={CHATROOM_EXPECTED_VERSION}
        fullPageHref={localizePath(site, locale, fallback)}
        props={props}
        loader={loader}
        style={{ height: 480, display: 'flex', flexDirection: 'column' }}
      />
    </section>
  );
}
