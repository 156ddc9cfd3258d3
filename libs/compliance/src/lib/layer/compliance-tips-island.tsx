'use client';
import { islandLoader } from '@exchange/ui';
import dynamic from 'next/dynamic';

/**
 * The tips in place of the home page's content (spec 01 §4 "tips"), for the home page only: its Chakra code
 * loads when a visitor is actually gated, never with the ungated home (decision 0004). Pages inside a Chakra
 * section layout use `ComplianceTipsView` directly.
 */
export const ComplianceTipsIsland = dynamic(islandLoader(() => import('./compliance-tips-view').then((m) => m.ComplianceTipsView)));
