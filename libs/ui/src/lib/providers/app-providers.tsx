'use client';
import type { ReactNode } from 'react';
import { ChakraIsland } from './chakra-island';
import { ShellProviders, type ShellProvidersProps } from './shell-providers';

export type AppProvidersProps = ShellProvidersProps & { children: ReactNode };

/** Everything at once (stories, tests, micro-apps): the shell's providers with Chakra for the whole tree. */
export function AppProviders({ locale, messages, children }: AppProvidersProps) {
  return (
    <ShellProviders locale={locale} messages={messages}>
      <ChakraIsland>{children}</ChakraIsland>
    </ShellProviders>
  );
}
