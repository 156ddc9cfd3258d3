'use client';
import type { ComponentType, ReactNode } from 'react';

type Island = ComponentType<{ children: ReactNode }>;

/** `Component` rendered inside `Island` (a Chakra island, decision 0004). */
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

/**
 * The one lazy-island loader (decision 0004): wraps a component loader so that the component arrives inside its
 * Chakra island, and neither the component nor Chakra reaches the first load. Pass the result to `next/dynamic`,
 * keeping the `import()` visible at the call site so Next can see the chunk:
 *
 *   const KycTipBar = dynamic(islandLoader(() => import('./components/kyc-tip-bar/kyc-tip-bar').then((m) => m.KycTipBar)));
 */
export function islandLoader<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import(/* webpackExports: ["ChakraIsland"] */ './chakra-island')]).then(([Component, island]) =>
      inIsland(island.ChakraIsland, Component),
    );
}
