'use client';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { system } from '../theme/system';

/**
 * Chakra for one part of the page (a page's content, a dialog, a banner), inside `ShellProviders`
 * (decision 0004). Every island shares the same system and the app's Emotion cache, so islands can be
 * many and nested; the locale (for the text direction of menus, drawers and popovers) comes from react-intl.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </ChakraProvider>
  );
}
