'use client';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UiLinkBase } from '../../link/ui-link-base';
import { messages } from '../../messages';
import { cx } from '../menu-button/class-names';
import styles from './site-footer.module.css';

export interface FooterLink {
  label: string;
  href: string;
  /** Documents (PDFs) open in a new tab. */
  newTab?: boolean;
}

export interface FooterLinkGroup {
  title?: string;
  links: readonly FooterLink[];
}

/** A ready line (site-config `footerCopyright`, Japan's fixed line) or the site name + year ("© 2025 Name"). */
export type FooterCopyright = string | { siteName: string; year: number };

export interface SiteFooterProps {
  /** The site's link set (spec 03 §2 "Footer link sets per site"), chosen by the app. */
  groups: readonly FooterLinkGroup[];
  copyright: FooterCopyright;
  /** Extra rows under the links (compliance tips, social links, a declaration link...). */
  extraRows?: readonly ReactNode[];
  /** The visitor's sign-up call above the links; null or omitted hides it (region switch hiddenFooterSignup). */
  signupHref?: string | null;
}

/** The site footer: link groups, optional extra rows and the copyright line. No Chakra (site shell). */
export function SiteFooter({ groups, copyright, extraRows = [], signupHref = null }: SiteFooterProps) {
  const intl = useIntl();
  const visibleGroups = groups.filter((g) => g.links.length > 0);
  const columns = { '--footer-columns': Math.min(Math.max(visibleGroups.length, 1), 4) } as CSSProperties;
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        {signupHref ? (
          <div className={styles.signup} data-testid="footer-signup">
            <p className={styles.signupTitle}>{intl.formatMessage(messages.siteFooterSignupTitle)}</p>
            <UiLinkBase href={signupHref} className={styles.signupButton}>
              {intl.formatMessage(messages.siteFooterSignupAction)}
            </UiLinkBase>
          </div>
        ) : null}
        {visibleGroups.length > 0 ? (
          <nav aria-label={intl.formatMessage(messages.siteFooterNav)}>
            <div className={styles.grid} style={columns}>
              {visibleGroups.map((group, index) => (
                <div key={group.title ?? index} className={styles.group}>
                  {group.title ? <h2 className={styles.groupTitle}>{group.title}</h2> : null}
                  <ul className={styles.links}>
                    {group.links.map((link, linkIndex) => (
                      // Keyed by position: a group may list the same href twice (Hong Kong).
                      <li key={`${index}-${linkIndex}`}>
                        <UiLinkBase href={link.href} newTab={link.newTab} className={styles.link}>
                          {link.label}
                        </UiLinkBase>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        ) : null}
        {extraRows.map((row, index) => (
          <div key={index} className={styles.row}>
            {row}
          </div>
        ))}
        <p className={cx(styles.copyright, visibleGroups.length > 0 && styles.copyrightRule)}>
          {typeof copyright === 'string' ? copyright : intl.formatMessage(messages.siteFooterCopyright, copyright)}
        </p>
      </div>
    </footer>
  );
}
