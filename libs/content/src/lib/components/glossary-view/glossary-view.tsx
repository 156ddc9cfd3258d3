'use client';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ArticleSummary } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { articlePath } from '../../rules/content-paths';
import { glossaryLetters, letterOf } from '../../rules/glossary-letters';

export interface GlossaryViewProps {
  site: SiteKey;
  locale: string;
  terms: readonly ArticleSummary[];
}

/** The glossary (issue 25 item 5): an A–Z index (letters without terms greyed) and the terms grouped by letter. */
export function GlossaryView({ site, locale, terms }: GlossaryViewProps) {
  const intl = useIntl();
  const page = contentPageMessages.glossary;
  const letters = glossaryLetters(terms.map((t) => t.slug));
  const groups = letters
    .filter((l) => l.hasTerms)
    .map((l) => ({ letter: l.letter, terms: terms.filter((t) => letterOf(t.slug) === l.letter) }));
  return (
    <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.lead)}>
      <Flex as="nav" aria-label={intl.formatMessage(m.glossaryIndex)} gap="1" wrap="wrap" dir="ltr">
        {letters.map((l) =>
          l.hasTerms ? (
            <Box key={l.letter} asChild px="2" py="1" borderWidth="1px" borderRadius="md" fontWeight="semibold">
              <a href={`#letter-${l.letter}`}>{l.letter}</a>
            </Box>
          ) : (
            <Box key={l.letter} px="2" py="1" color="fg.subtle" aria-hidden>
              {l.letter}
            </Box>
          ),
        )}
      </Flex>
      {terms.length === 0 ? <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text> : null}
      <Stack gap="6" data-testid="glossary">
        {groups.map((group) => (
          <Box as="section" key={group.letter} id={`letter-${group.letter}`} aria-labelledby={`letter-${group.letter}-h`}>
            <Text as="h2" id={`letter-${group.letter}-h`} textStyle="xl" fontWeight="bold" mb="2">
              {group.letter}
            </Text>
            <Stack as="dl" gap="3">
              {group.terms.map((t) => (
                <Box key={t.slug}>
                  <Text as="dt" fontWeight="semibold">
                    <UiLinkBase href={localizeHref({ site, locale, path: articlePath('glossary', t.slug) })}>{t.title}</UiLinkBase>
                  </Text>
                  <Text as="dd" color="fg.muted">
                    {t.summary}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </PageShell>
  );
}
