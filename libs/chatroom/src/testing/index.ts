// Fixtures for tests and stories of @exchange/chatroom, imported as @exchange/chatroom/testing.
import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

/** A logged-in member on the main site's home page, in English. */
export const chatroomContext: SiteContext = {
  ...fixtureSiteContext,
  user: { isLoggedIn: true, uid: '1001', nickname: 'member' },
  theme: 'light',
};
