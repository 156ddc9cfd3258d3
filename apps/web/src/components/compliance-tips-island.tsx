'use client';
import dynamic from 'next/dynamic';
import { inIsland } from './island';

/**
 * The compliance tips in place of the home page's content (spec 01 §4 "tips"), for the home page only: its
 * Chakra code loads when a visitor is actually gated, never with the ungated home (decision 0004). Other
 * pages sit in a Chakra section layout and use `ComplianceTipsView` directly.
 */
export const ComplianceTipsIsland = dynamic(() =>
  Promise.all([import('./compliance-tips-view'), import(/* webpackExports: ["ChakraIsland"] */ '@exchange/ui')]).then(([m, ui]) =>
    inIsland(ui.ChakraIsland, m.ComplianceTipsView),
  ),
);
