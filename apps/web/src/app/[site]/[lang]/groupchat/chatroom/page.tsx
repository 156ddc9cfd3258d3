import { ChatroomPage, chatroomMessages } from '@exchange/chatroom';
import { getSiteConfig } from '@exchange/site-config';
import type { Metadata } from 'next';
import { gatedPage } from '@/server/gated-page';
import { NotFoundPage } from '@/server/not-found-page';
import { pageMetadata } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  const title = intl.formatMessage(chatroomMessages.pageTitle);
  return pageMetadata({ site, locale, title, description: title, path: '/groupchat/chatroom' });
}

/** `/groupchat/chatroom` (spec 01 §2): the chatroom micro-app as a page; `?group=<id>` picks the group (decision 1111). */
export default gatedPage(({ site, locale, searchParams }) => {
  // The site's chatroom switch (site config) decides whether the chat exists there at all.
  if (!getSiteConfig(site).chatroom) return <NotFoundPage />;
  const group = typeof searchParams['group'] === 'string' && /^[a-z0-9-]{1,32}$/.test(searchParams['group']) ? searchParams['group'] : null;
  return <ChatroomPage site={site} locale={locale} variant="chatroom" group={group} />;
});
