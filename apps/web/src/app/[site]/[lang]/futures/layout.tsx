import type { ReactNode } from 'react';
import { ChakraIsland } from '@/components/ui-client';

/** This section's pages are built with Chakra: one island around them (the site shell has none; decision 0004). */
export default function ChakraSectionLayout({ children }: { children: ReactNode }) {
  return <ChakraIsland>{children}</ChakraIsland>;
}
