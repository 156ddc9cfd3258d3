'use client';
import NextLink from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** Library links render through Next's Link: client navigation with prefetch. */
export function NextUiLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }) {
  return (
    <NextLink href={href} {...rest}>
      {children}
    </NextLink>
  );
}
