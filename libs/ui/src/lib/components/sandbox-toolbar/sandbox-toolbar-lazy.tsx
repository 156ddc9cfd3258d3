'use client';
import dynamic from 'next/dynamic';
import type { SandboxToolbarProps } from './sandbox-toolbar';

/**
 * The reviewer's toolbar, loaded after hydration in its own chunk: shown only with the embedded sandbox, so a
 * production page against a real exchange never downloads it, and it is not part of any first load (issue 9).
 */
export const SandboxToolbar = dynamic<SandboxToolbarProps>(() => import('./sandbox-toolbar').then((m) => m.SandboxToolbar), {
  ssr: false,
});
