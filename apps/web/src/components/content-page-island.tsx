'use client';
import dynamic from 'next/dynamic';

/**
 * An information or legal page's shell in its Chakra island, loaded lazily: the catch-all route that serves these
 * pages also serves the 404 view, which `not-found.tsx` puts into every page's tree, so anything the catch-all
 * imports statically lands in every first load (decision 0004). Same pattern as `NotFoundIsland`.
 */
export const ContentPageIsland = dynamic(() =>
  import(/* webpackExports: ["ChakraIsland", "PageShell", "inIsland"] */ '@exchange/ui').then((ui) =>
    ui.inIsland(ui.ChakraIsland, ui.PageShell),
  ),
);
