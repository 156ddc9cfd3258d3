'use client';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ArrowEndIcon } from '../../icons/icons';
import { UiLink, UiLinkBase } from '../../link/ui-link';
import { messages } from '../../messages';

export interface NotFoundLink {
  label: string;
  href: string;
  newTab?: boolean;
}

export interface TrendingStory {
  title: string;
  href: string;
  /** A short line under the title (source, age...). */
  meta?: string;
  /** An absolute link from the content call opens in a new tab (decision 1402). */
  newTab?: boolean;
}

export interface NotFoundViewProps {
  /** Defaults to "Sorry, this page could not be found". */
  headline?: string;
  /** The language prefix, or the validated redirect target (spec 01 §2). */
  homeHref: string;
  /** The site's helpful links (spec 01 §2), laid out in up to 3 columns. */
  links: readonly NotFoundLink[];
  /** Trending stories (main and US sites only: the app passes none elsewhere). */
  trendingStories?: readonly TrendingStory[];
}

/** Spec 01 §2 "404 page": headline, return-home link, helpful links in up to 3 columns, trending stories. */
export function NotFoundView({ headline, homeHref, links, trendingStories = [] }: NotFoundViewProps) {
  const intl = useIntl();
  const headingId = useId();
  const linksId = useId();
  const trendingId = useId();
  const columns = Math.min(3, Math.max(1, links.length));
  return (
    <Container as="section" aria-labelledby={headingId} maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="10">
        <Stack gap="4" align="flex-start">
          {/* fg.muted, not fg.subtle: large text still needs 3:1 contrast (axe, WCAG 1.4.3), decorative or not. */}
          <Text textStyle="6xl" fontWeight="bold" color="fg.muted" lineHeight="1" aria-hidden="true">
            404
          </Text>
          <Heading as="h1" id={headingId} textStyle={{ base: '2xl', md: '3xl' }}>
            {headline ?? intl.formatMessage(messages.notFoundHeadline)}
          </Heading>
          <Text color="fg.muted">{intl.formatMessage(messages.notFoundDescription)}</Text>
          <Button asChild bg="brand.solid" color="white" _hover={{ bg: 'brand.700' }}>
            <UiLinkBase href={homeHref}>{intl.formatMessage(messages.notFoundReturnHome)}</UiLinkBase>
          </Button>
        </Stack>

        {links.length > 0 ? (
          <Box as="section" aria-labelledby={linksId}>
            <Heading as="h2" id={linksId} textStyle="lg" mb="4">
              {intl.formatMessage(messages.notFoundHelpfulLinks)}
            </Heading>
            <SimpleGrid
              as="ul"
              columns={{ base: 1, sm: Math.min(2, columns), md: columns }}
              gapX="8"
              gapY="3"
              listStyleType="none"
              m="0"
              p="0"
            >
              {links.map((link) => (
                <li key={link.href}>
                  <UiLink
                    href={link.href}
                    newTab={link.newTab}
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                    color="fg"
                    _hover={{ color: 'brand.fg' }}
                  >
                    {link.label}
                    <ArrowEndIcon boxSize="3.5" color="fg.muted" _rtl={{ transform: 'scaleX(-1)' }} />
                  </UiLink>
                </li>
              ))}
            </SimpleGrid>
          </Box>
        ) : null}

        {trendingStories.length > 0 ? (
          <Box as="section" aria-labelledby={trendingId}>
            <Heading as="h2" id={trendingId} textStyle="lg" mb="4">
              {intl.formatMessage(messages.notFoundTrending)}
            </Heading>
            <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" borderTopWidth="1px" borderColor="border">
              {trendingStories.map((story, index) => (
                <Box as="li" key={`${index}:${story.href}`} py="3" borderBottomWidth="1px" borderColor="border">
                  <UiLink href={story.href} newTab={story.newTab} fontWeight="medium" color="fg">
                    {story.title}
                  </UiLink>
                  {story.meta ? (
                    <Text textStyle="xs" color="fg.muted" mt="1">
                      {story.meta}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}
