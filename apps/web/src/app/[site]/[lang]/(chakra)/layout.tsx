import type { ReactNode } from 'react';
import { ChakraIsland } from '@/components/ui-client';

/**
 * The route group `(chakra)` (no URL segment): the sections built with Chakra (login, signup, the compliance tips,
 * my account, trade and futures) get one Chakra island around their page. The site shell, the home page, the 404
 * view and the content pages of `[...rest]` (which load their shell in a lazy island, as the 404 view does) are
 * outside the group and load no Chakra up front (decision 0004).
 */
export default function ChakraSectionLayout({ children }: { children: ReactNode }) {
  return <ChakraIsland>{children}</ChakraIsland>;
}
