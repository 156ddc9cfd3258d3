import type { ReactNode } from 'react';
import { ChakraIsland } from '@/components/ui-client';

/**
 * The route group `(chakra)` (no URL segment): the sections built with Chakra (login, signup, the compliance tips,
 * my account, trade, futures and the content pages of `[...rest]`) get one Chakra island around their page. The
 * site shell, the home page and the 404 view are outside the group and load no Chakra up front (decision 0004).
 */
export default function ChakraSectionLayout({ children }: { children: ReactNode }) {
  return <ChakraIsland>{children}</ChakraIsland>;
}
