'use client';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { isSiteKey, legalDocuments } from '@exchange/site-config';
import { useIntl } from 'react-intl';
import { stateTipsMessages } from '../../messages';
import { legalDocumentHref, type LocalizeHref } from '../../rules/legal-document-href';
import { LOGIN_PATH } from '../../rules/legal-documents';
import type { SiteKeyLike } from '../../rules/values';

export interface StateComplianceTipsProps {
  site: SiteKeyLike;
  /** 'page' for /state_compliance_tips; 'inline' when a restricted page shows the tips in place of its content. */
  variant?: 'page' | 'inline';
  /** Locale-prefixed home path. */
  homeHref?: string;
  /** Locale-prefixed login path. */
  loginHref?: string;
  /** Locale-prefixes the site's internal legal-document paths (e.g. `(path) => localizePath(site, locale, path)`); PDFs and absolute URLs are left as they are. */
  localizeHref?: LocalizeHref;
}

/** The body of /state_compliance_tips (01 §2, §4): why the page is unavailable, plus the pages still open (home, log in, legal documents). */
export function StateComplianceTips({
  site,
  variant = 'page',
  homeHref = '/',
  loginHref = LOGIN_PATH,
  localizeHref,
}: StateComplianceTipsProps) {
  const intl = useIntl();
  const documents = legalDocuments(isSiteKey(site) ? site : 'main');
  return (
    <Stack
      as="section"
      gap="4"
      maxWidth="40rem"
      marginInline="auto"
      paddingBlock={variant === 'page' ? '16' : '8'}
      paddingInline="6"
      textAlign="center"
      alignItems="center"
    >
      <Heading as={variant === 'page' ? 'h1' : 'h2'} size={variant === 'page' ? '2xl' : 'xl'}>
        {intl.formatMessage(stateTipsMessages.title)}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage(stateTipsMessages.body)}</Text>
      <Stack direction="row" gap="6" justify="center" wrap="wrap">
        <Link href={homeHref} colorPalette="blue">
          {intl.formatMessage(stateTipsMessages.home)}
        </Link>
        <Link href={loginHref} colorPalette="blue">
          {intl.formatMessage(stateTipsMessages.login)}
        </Link>
      </Stack>
      {documents.length > 0 && (
        <Stack
          as="nav"
          aria-label={intl.formatMessage(stateTipsMessages.documents)}
          direction="row"
          gap="4"
          justify="center"
          wrap="wrap"
          textStyle="sm"
        >
          {documents.map((doc) => (
            <Link
              key={`${doc.kind}:${doc.href}`}
              href={legalDocumentHref(doc, localizeHref)}
              colorPalette="gray"
              {...(doc.pdf ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {intl.formatMessage(stateTipsMessages[doc.kind])}
            </Link>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
