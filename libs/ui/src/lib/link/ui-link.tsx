'use client';
import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { isExternalHref } from '@exchange/i18n';
import type { ReactNode } from 'react';
import { NEW_TAB_PROPS, useLinkComponent } from './ui-link-base';

// The plain parts (provider, UiLinkBase) live in ui-link-base.tsx; re-exported for existing importers.
export { UiLinkBase, UiLinkProvider } from './ui-link-base';
export type { LinkComponent, UiLinkBaseProps } from './ui-link-base';

export type UiLinkProps = Omit<ChakraLinkProps, 'asChild' | 'href'> & { href: string; children?: ReactNode; newTab?: boolean };

/** A Chakra-styled link: internal hrefs go through the app's link component, external ones are plain anchors. */
export function UiLink({ href, children, newTab = false, ...rest }: UiLinkProps) {
  const Component = useLinkComponent();
  if (newTab || isExternalHref(href)) {
    return (
      <ChakraLink href={href} {...(newTab ? NEW_TAB_PROPS : {})} {...rest}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...rest}>
      <Component href={href}>{children}</Component>
    </ChakraLink>
  );
}
