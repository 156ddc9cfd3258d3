'use client';
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { SIDE_NAV_DROPDOWN_BELOW } from '../../rules/side-nav-layout';
import { PageHeading } from '../page-heading/page-heading';

export interface PageShellProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** A side navigation (e.g. `SideNav` on /myaccount pages), placed at the inline start. */
  sidebar?: ReactNode;
  children?: ReactNode;
}

/** Below this the side navigation is a dropdown bar above the page (spec 03 §2), so the layout stacks. */
const stackBelow = { [`@media (max-width: ${SIDE_NAV_DROPDOWN_BELOW - 0.02}px)`]: { flexDirection: 'column' } };

/**
 * Page layout: optional side navigation at the inline start, then a section with the page heading and its
 * content; below 768 px (spec 03 §2) the navigation's dropdown bar sits above the section.
 */
export function PageShell({ title, description, actions, sidebar, children }: PageShellProps) {
  const headingId = useId();
  return (
    <Flex align="stretch" minH="full" flex="1" css={stackBelow}>
      {sidebar}
      <Box as="section" aria-labelledby={headingId} flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
        <Stack gap="6" maxW="6xl">
          <PageHeading id={headingId} title={title} description={description} actions={actions} />
          {children}
        </Stack>
      </Box>
    </Flex>
  );
}
