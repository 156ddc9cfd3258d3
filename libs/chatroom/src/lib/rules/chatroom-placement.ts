/** Spec 01 §9 (the mobile banner breakpoint): at this width or less the screen is narrow, and no chatroom shows. */
export const CHATROOM_NARROW_MAX_WIDTH = 768;

/**
 * Paths without the floating chatroom (spec 01 §2: live-video, login, testnet and red-packet signup pages; the
 * spec shows no paths, decision 1111 picks them), and the chat pages themselves, which are the chat.
 */
export const CHATROOM_HIDDEN_PATHS = ['/live', '/login', '/testnet', '/red-packet/signup', '/redpacket/signup', '/groupchat'] as const;

export interface ChatroomPlacementInput {
  /** The site's `chatroom` switch (site config): off, the chatroom does not exist on the site. */
  siteChatroom: boolean;
  /** The site key: the testnet site never has it. */
  site: string;
  /** The path without the locale prefix. */
  pathname: string;
  /** The window's inner width, or null before the browser has measured it (nothing shows until then). */
  viewportWidth: number | null;
  /** Inside the native app's web view (a phone). */
  inAppWebview: boolean;
}

export type ChatroomPlacement =
  { show: true } | { show: false; reason: 'site-off' | 'testnet' | 'not-measured' | 'narrow' | 'in-app' | 'hidden-path' };

const onPath = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Spec 01 §2 "Chatroom": whether the floating chatroom may show on this page. */
export function chatroomPlacement(input: ChatroomPlacementInput): ChatroomPlacement {
  if (!input.siteChatroom) return { show: false, reason: 'site-off' };
  if (input.site === 'testnet') return { show: false, reason: 'testnet' };
  if (input.inAppWebview) return { show: false, reason: 'in-app' };
  if (input.viewportWidth === null) return { show: false, reason: 'not-measured' };
  if (input.viewportWidth <= CHATROOM_NARROW_MAX_WIDTH) return { show: false, reason: 'narrow' };
  if (CHATROOM_HIDDEN_PATHS.some((prefix) => onPath(input.pathname, prefix))) return { show: false, reason: 'hidden-path' };
  return { show: true };
}
