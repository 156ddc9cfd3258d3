'use client';
import type { ComponentType, ReactNode } from 'react';

type Island = ComponentType<{ children: ReactNode }>;

/**
 * A lazily loaded Chakra component wrapped in its Chakra island (decision 0004). Used inside `next/dynamic`
 * loaders, next to the import of `ChakraIsland` itself, so neither reaches the first load:
 *
 *   dynamic(() => Promise.all([import('@exchange/kyc'), import('@exchange/ui')])
 *     .then(([m, ui]) => inIsland(ui.ChakraIsland, m.KycTipBar)))
 */
export function inIsland<P extends object>(Island: Island, Component: ComponentType<P>): ComponentType<P> {
  function Islanded(props: P) {
    return (
      <Island>
        <Component {...props} />
      </Island>
    );
  }
  Islanded.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Islanded;
}
