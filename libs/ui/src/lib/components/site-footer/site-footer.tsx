'use client';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UiLink } from '../../link/ui-link';
import { messages } from '../../messages';

export interface FooterLink {
  label: string;
  href: string;
  /** Documents (PDFs) open in a new tab. */
  newTab?: boolean;
}

export interface FooterLinkGroup {
  title?: string;
  links: readonly FooterLink[];
}

/** A ready line (site-config `footerCopyright`, Japan's fixed line) or the site name + year ("© 2025 Name"). */
export type FooterCopyright = string | { siteName: string; year: number };

export interface SiteFooterProps {
  /** The site's link set (spec 03 §2 "Footer link sets per site"), chosen by the app. */
  groups: readonly FooterLinkGroup[];
  copyright: FooterCopyright;
  /** Extra rows under the links (compliance tips, social links, a declaration link...). */
  extraRows?: readonly ReactNode[];
}

/** The site footer: link groups, optional extra rows and the copyright line. */
export function SiteFooter({ groups, copyright, extraRows = [] }: SiteFooterProps) {
  const intl = useIntl();
  const visibleGroups = groups.filter((g) => g.links.length > 0);
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="auto">
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          {visibleGroups.length > 0 ? (
            <Box as="nav" aria-label={intl.formatMessage(messages.siteFooterNav)}>
              <SimpleGrid columns={{ base: 2, md: Math.min(Math.max(visibleGroups.length, 1), 4) }} gap="8">
                {visibleGroups.map((group, index) => (
                  <Stack key={group.title ?? index} gap="3">
                    {group.title ? (
                      <Heading as="h2" textStyle="sm" fontWeight="semibold">
                        {group.title}
                      </Heading>
                    ) : null}
                    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                      {group.links.map((link, linkIndex) => (
                        // Keyed by position: a group may list the same href twice (Hong Kong).
                        <li key={`${index}-${linkIndex}`}>
                          <UiLink href={link.href} newTab={link.newTab} color="fg.muted" textStyle="sm" _hover={{ color: 'fg' }}>
                            {link.label}
                          </UiLink>
                        </li>
                      ))}
                    </Stack>
                  </Stack>
                ))}
              </SimpleGrid>
            </Box>
          ) : null}
          {extraRows.map((row, index) => (
            <Box key={index} textStyle="sm" color="fg.muted">
              {row}
            </Box>
          ))}
          <Text textStyle="xs" color="fg.muted" borderTopWidth={visibleGroups.length > 0 ? '1px' : '0'} borderColor="border" pt="6">
            {typeof copyright === 'string' ? copyright : intl.formatMessage(messages.siteFooterCopyright, copyright)}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
