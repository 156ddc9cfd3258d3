'use client';
import { useLoginUserInfo } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { MicroAppLoader, MicroAppPhase, MicroAppProps } from '@exchange/micro-app';
import { reportEvent } from '@exchange/monitoring';
import { getSiteConfig } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { localStorageOrNull, readOpenFlag, writeOpenFlag } from '../browser/open-flag';
import { messages } from '../messages';
import { CHAT_CLICK_ATTRIBUTE, findChatClick, type ClickNode } from '../rules/chat-click';
import { chatroomAutoOpen, type ChatroomTarget } from '../rules/chatroom-auto-open';
import { chatroomPlacement } from '../rules/chatroom-placement';
import { languagePrefixOf } from '../rules/language-prefix';

export { CHAT_BOX_HEIGHT, CHAT_BOX_WIDTH } from './chatroom-box';

/** The box and the micro-app loader arrive when the chatroom opens: a closed chatroom is only its launcher. */
const ChatroomBox = dynamic(() => import('./chatroom-box').then((m) => m.ChatroomBox), { ssr: false });

export interface ChatroomLayerProps {
  context: SiteContext;
  /** Replaces the static host access (tests and stories). */
  loader?: MicroAppLoader;
}

/** Chatroom state of spec 01 §3: loading, mounted or hidden (a failed micro-app shows its link instead). */
export type ChatroomState = 'loading' | 'mounted' | 'hidden' | 'failed';
const stateOf = (phase: MicroAppPhase): ChatroomState =>
  phase.kind === 'mounted' || phase.kind === 'loading' || phase.kind === 'hidden' ? phase.kind : 'failed';

/** The window's inner width, measured after hydration and on resize (null on the server and the first render). */
function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => setWidth(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return width;
}

/**
 * The chatroom (spec 01 §2, §3, §4, §9) where the site's `chatroom` switch is on and the placement rule allows it: a
 * launcher, and once opened a 700 × 400 box holding the chatroom micro-app through the micro-app contract. It opens
 * by itself on the stored open flag, a `chatroom` query parameter or a group short link with a target id; a click on
 * an element marked `data-chat-click` (within 5 parents) opens it too. Closing it forgets the flag and unmounts.
 */
export function ChatroomLayer({ context, loader }: ChatroomLayerProps) {
  const intl = useIntl();
  const { site, locale, pathname, theme, inAppWebview, user: siteUser } = context;
  const width = useViewportWidth();
  const placement = chatroomPlacement({
    siteChatroom: getSiteConfig(site).chatroom,
    site,
    pathname,
    viewportWidth: width,
    inAppWebview,
  });
  const { data: user } = useLoginUserInfo(siteUser.isLoggedIn, pathname, { enabled: placement.show });
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<ChatroomTarget>({ group: null, targetId: null });
  const [state, setState] = useState<ChatroomState>('hidden');

  const openChat = useCallback((group: string | null) => {
    setOpen(true);
    if (group) setTarget((t) => ({ ...t, group }));
    writeOpenFlag(localStorageOrNull(), true);
  }, []);

  // Auto-open once per page load, from the stored flag or the page's query (read in the browser only).
  useEffect(() => {
    const auto = chatroomAutoOpen(readOpenFlag(localStorageOrNull()), window.location.search);
    setTarget({ group: auto.group, targetId: auto.targetId });
    if (auto.open) {
      setOpen(true);
      writeOpenFlag(localStorageOrNull(), true);
    }
  }, []);

  // The chat-click tracker: a click on a marked element (or inside one, up to 5 parents) opens the chatroom.
  useEffect(() => {
    if (!placement.show) return;
    const onClick = (event: MouseEvent) => {
      const group = findChatClick(event.target instanceof Element ? (event.target as unknown as ClickNode) : null);
      if (group === null) return;
      reportEvent('chat_click', { group });
      openChat(group || null);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [placement.show, openChat]);

  const languagePrefix = languagePrefixOf(site, locale);
  const isSub = user?.is_sub === true;
  const props = useMemo<MicroAppProps>(
    () => ({
      locale,
      languagePrefix,
      theme,
      limitFlags: {},
      extra: { group: target.group, targetId: target.targetId, subAccount: isSub },
    }),
    [locale, languagePrefix, theme, target.group, target.targetId, isSub],
  );
  const onPhaseChange = useCallback((phase: MicroAppPhase) => setState(stateOf(phase)), []);

  if (!placement.show) return null;
  const title = intl.formatMessage(messages.title);
  const close = () => {
    setOpen(false);
    writeOpenFlag(localStorageOrNull(), false);
  };
  return (
    <div data-chatroom-state={open ? state : 'hidden'}>
      {open ? (
        <ChatroomBox
          title={title}
          closeLabel={intl.formatMessage(messages.close)}
          onClose={close}
          fullPageHref={localizeHref({ site, locale, path: '/groupchat/chatroom' })}
          props={props}
          loader={loader}
          onPhaseChange={onPhaseChange}
        />
      ) : (
        // A way into the chat: the chat-click tracker above opens it and reports the click, also when the click
        // lands on the icon or the label inside (spec 01 §4: up to 5 parents; issue 24 item 2).
        <button
          type="button"
          {...{ [CHAT_CLICK_ATTRIBUTE]: '' }}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 6,
            position: 'fixed',
            insetInlineEnd: 16,
            bottom: 16,
            zIndex: 30,
            padding: '8px 16px',
            border: 0,
            borderRadius: 20,
            font: 'inherit',
            fontWeight: 600,
            color: '#fff',
            background: '#1d4ed8',
            boxShadow: '0 4px 12px rgba(0,0,0,0.2)',
            cursor: 'pointer',
          }}
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          </svg>
          <span>{intl.formatMessage(messages.open)}</span>
        </button>
      )}
    </div>
  );
}
