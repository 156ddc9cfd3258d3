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
  const title = intl.formatMessage(chatroomMessages.serviceTitle);
  return pageMetadata({ site, locale, title, description: title, path: '/groupchat/call_service' });
}

/** `/groupchat/call_service` (spec 01 §2): the customer-service chat, the chatroom micro-app in its service group. */
export default gatedPage(({ site, locale }) =>
  // The site's chatroom switch (site config) decides whether the chat exists there at all.
  getSiteConfig(site).chatroom ? <ChatroomPage site={site} locale={locale} variant="service" /> : <NotFoundPage />,
);
