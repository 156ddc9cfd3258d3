'use client';
import { Badge, Box, Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import type { Article, ArticleKind } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { ARTICLE_LIST_PATHS, articlePath } from '../../rules/content-paths';

export interface ArticleViewProps {
  site: SiteKey;
  locale: string;
  kind: ArticleKind;
  article: Article;
  /** Calls to action under the body (trade match: trade spot and futures). */
  actions?: readonly { label: string; path: string }[];
}

/** One article (issue 25 item 5): tag, date, body paragraphs, calls to action, related articles and the way back. */
export function ArticleView({ site, locale, kind, article, actions = [] }: ArticleViewProps) {
  const intl = useIntl();
  const href = (path: string) => localizeHref({ site, locale, path });
  const list = intl.formatMessage(contentPageMessages[kind].title);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(article.published_at);
  return (
    <PageShell
      title={article.title}
      description={article.summary}
      actions={<UiLinkBase href={href(ARTICLE_LIST_PATHS[kind])}>{intl.formatMessage(m.backToList, { list })}</UiLinkBase>}
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Badge colorPalette="yellow">{article.tag}</Badge>
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(m.published, { date })} · {intl.formatMessage(m.readMinutes, { minutes: article.read_minutes })}
        </Text>
      </Flex>
      <Stack as="article" gap="4" maxW="3xl" textStyle="md" lineHeight="tall">
        {article.body.map((paragraph, i) => (
          <Text key={i}>{paragraph}</Text>
        ))}
      </Stack>
      {actions.length > 0 ? (
        <Flex gap="3" wrap="wrap">
          {actions.map((action, i) => (
            <Button key={action.path} asChild variant={i === 0 ? 'solid' : 'outline'}>
              <UiLinkBase href={href(action.path)}>{action.label}</UiLinkBase>
            </Button>
          ))}
        </Flex>
      ) : null}
      {article.related.length > 0 ? (
        <Box as="nav" aria-label={intl.formatMessage(m.related)}>
          <Separator mb="4" />
          <Text as="h2" fontWeight="semibold" mb="2">
            {intl.formatMessage(m.related)}
          </Text>
          <Stack as="ul" listStyleType="none" gap="2">
            {article.related.map((r) => (
              <li key={r.slug}>
                <UiLinkBase href={href(articlePath(kind, r.slug))}>{r.title}</UiLinkBase>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </PageShell>
  );
}
