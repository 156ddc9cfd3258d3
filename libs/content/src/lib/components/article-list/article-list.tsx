'use client';
import { Badge, Box, Button, Card, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ArticleKind, ArticleSummary } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { articlePath } from '../../rules/content-paths';

export interface ArticleListProps {
  site: SiteKey;
  locale: string;
  kind: Exclude<ArticleKind, 'glossary'>;
  articles: readonly ArticleSummary[];
  /** The help centre's search: the query the list answers (a GET form, so it works before the page's script). */
  query?: string;
}

const dateOf = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(ms);

/**
 * A content list (issue 25 item 5): news, blog, learn, wiki, upcoming events, help and announcements as cards with
 * tag, date and reading time, each linking to its article. The help centre adds its search form and result count;
 * the events list shows each event's start date.
 */
export function ArticleList({ site, locale, kind, articles, query }: ArticleListProps) {
  const intl = useIntl();
  const page = contentPageMessages[kind];
  const href = (path: string) => localizeHref({ site, locale, path });
  const q = query?.trim() ?? '';
  return (
    <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.lead)}>
      {kind === 'help' ? (
        <Stack gap="2" asChild>
          <form role="search" method="get" action={href('/help')}>
            <Flex gap="2" maxW="xl">
              <Input
                name="q"
                type="search"
                defaultValue={q}
                aria-label={intl.formatMessage(m.searchLabel)}
                placeholder={intl.formatMessage(m.searchPlaceholder)}
              />
              <Button type="submit">{intl.formatMessage(m.searchSubmit)}</Button>
            </Flex>
            {q !== '' ? (
              <Text role="status" color="fg.muted">
                {articles.length > 0
                  ? intl.formatMessage(m.searchResults, { count: articles.length, q })
                  : intl.formatMessage(m.searchNone, { q })}
              </Text>
            ) : null}
          </form>
        </Stack>
      ) : null}
      {articles.length === 0 && q === '' ? <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="article-list">
        {articles.map((article) => (
          <Box as="li" key={article.slug}>
            <Card.Root size="sm" h="full" variant="outline">
              <Card.Body gap="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette="yellow">{article.tag}</Badge>
                  <Text textStyle="xs" color="fg.muted">
                    {kind === 'events' && article.starts_at > 0
                      ? intl.formatMessage(m.startsOn, { date: dateOf(article.starts_at, locale) })
                      : dateOf(article.published_at, locale)}
                  </Text>
                </Flex>
                <Card.Title as="h2" textStyle="md">
                  <UiLinkBase href={href(articlePath(kind, article.slug))}>{article.title}</UiLinkBase>
                </Card.Title>
                <Card.Description>{article.summary}</Card.Description>
              </Card.Body>
              <Card.Footer>
                <Text textStyle="xs" color="fg.muted">
                  {intl.formatMessage(m.readMinutes, { minutes: article.read_minutes })}
                </Text>
              </Card.Footer>
            </Card.Root>
          </Box>
        ))}
      </SimpleGrid>
      {kind === 'help' ? <UiLinkBase href={href('/page/contacts')}>{intl.formatMessage(m.contactSupport)}</UiLinkBase> : null}
    </PageShell>
  );
}
