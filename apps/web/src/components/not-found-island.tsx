'use client';
import dynamic from 'next/dynamic';
import { inIsland } from './island';

/**
 * The 404 view in its Chakra island, loaded only when a page is not found: `not-found.tsx` belongs to every
 * page's tree, so a static import would put Chakra into every first load (decision 0004).
 */
export const NotFoundIsland = dynamic(() =>
  import(/* webpackExports: ["ChakraIsland", "NotFoundView"] */ '@exchange/ui').then((ui) => inIsland(ui.ChakraIsland, ui.NotFoundView)),
);
