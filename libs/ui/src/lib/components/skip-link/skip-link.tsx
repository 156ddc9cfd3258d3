import type { ReactNode } from 'react';
import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** The fragment of the main content, e.g. `#main` (that element should take focus: `tabIndex={-1}`). */
  href?: string;
  /** The link text, e.g. "Skip to content" (the app's translated message). */
  children: ReactNode;
}

/**
 * The first stop in the tab order: a "Skip to content" link, off screen until it has focus (WCAG 2.4.1).
 * A plain anchor (an in-page fragment), no Chakra, no client JavaScript.
 */
export function SkipLink({ href = '#main', children }: SkipLinkProps) {
  return (
    <a href={href} className={styles.skipLink}>
      {children}
    </a>
  );
}
