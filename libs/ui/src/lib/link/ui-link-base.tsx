'use client';
import { isExternalHref } from '@exchange/i18n';
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

// No Chakra here: the site shell (header, footer, menus) renders its links with UiLinkBase, and the home page
// must load no Chakra JavaScript (issue #2, first-load budget). The Chakra-styled UiLink lives in ui-link.tsx.

/** Any anchor-like component (a plain `a`, Next's `Link`, a router link) that takes an href. */
export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }>;

const PlainAnchor: LinkComponent = (props) => <a {...props} />;

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/** Lets the app render every internal link of @exchange/ui with its router link (e.g. `next/link`). */
export function UiLinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The app's router link component (a plain anchor without a provider). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

export const NEW_TAB_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

export type UiLinkBaseProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
  /** Open in a new tab (documents such as PDFs); rendered as a plain anchor with a safe `rel`. */
  newTab?: boolean;
};

/**
 * An unstyled link (style it with `className`, or use it for `asChild`): internal hrefs go through the app's
 * link component, external ones and `newTab` documents are plain anchors.
 */
export function UiLinkBase({ href, newTab = false, type, ...props }: UiLinkBaseProps) {
  const Component = useLinkComponent();
  // A link's `type` is a MIME type hint. Chakra's `<Button asChild>` hands its child `type="button"`, which is
  // invalid on an anchor (Nu checker): only a MIME type (`text/html`, `application/pdf`) is kept.
  const rest = type?.includes('/') ? { ...props, type } : props;
  if (newTab) return <a href={href} {...NEW_TAB_PROPS} {...rest} />;
  // Absolute URLs (`https:`, `mailto:`, protocol-relative `//`) leave the app: plain anchors.
  if (isExternalHref(href)) return <a href={href} {...rest} />;
  return <Component href={href} {...rest} />;
}
