'use client';
import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** Any anchor-like component (a plain `a`, Next's `Link`, a router link) that takes an href. */
export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }>;

const PlainAnchor: LinkComponent = (props) => <a {...props} />;

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/** Lets the app render every internal link of @exchange/ui with its router link (e.g. `next/link`). */
export function UiLinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

export type UiLinkBaseProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
  /** Open in a new tab (documents such as PDFs); rendered as a plain anchor with a safe `rel`. */
  newTab?: boolean;
};

const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * An unstyled link for `asChild` use (`<Button asChild><UiLinkBase href=.../></Button>`, menu items):
 * internal hrefs go through the app's link component, external ones are plain anchors.
 */
export function UiLinkBase({ href, newTab = false, ...rest }: UiLinkBaseProps) {
  const Component = useContext(LinkComponentContext);
  if (newTab) return <a href={href} {...newTabProps} {...rest} />;
  if (isExternal(href)) return <a href={href} {...rest} />;
  return <Component href={href} {...rest} />;
}

export type UiLinkProps = Omit<ChakraLinkProps, 'asChild' | 'href'> & { href: string; children?: ReactNode; newTab?: boolean };

/** A Chakra-styled link: internal hrefs go through the app's link component, external ones are plain anchors. */
export function UiLink({ href, children, newTab = false, ...rest }: UiLinkProps) {
  const Component = useContext(LinkComponentContext);
  if (newTab || isExternal(href)) {
    return (
      <ChakraLink href={href} {...(newTab ? newTabProps : {})} {...rest}>
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
