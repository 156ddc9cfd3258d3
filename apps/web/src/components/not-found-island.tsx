'use client';
import dynamic from 'next/dynamic';

/**
 * The 404 view in its Chakra island, loaded only when a page is not found: `not-found.tsx` belongs to every
 * page's tree, so a static import would put Chakra into every first load (decision 0004). `inIsland` is the ui
 * library's, taken from the same lazily loaded chunk.
 */
export const NotFoundIsland = dynamic(() =>
  import(/* webpackExports: ["ChakraIsland", "NotFoundView", "inIsland"] */ '@exchange/ui').then((ui) =>
    ui.inIsland(ui.ChakraIsland, ui.NotFoundView),
  ),
);
