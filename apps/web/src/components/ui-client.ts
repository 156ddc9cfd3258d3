'use client';
// Server components take library components through this client boundary: importing @exchange/ui
// directly would evaluate Chakra's theme in the server-component layer, where it cannot run.
export { ChakraIsland, PageShell } from '@exchange/ui';
