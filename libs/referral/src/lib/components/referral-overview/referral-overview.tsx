'use client';
import { Badge, Box, Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEndpoint } from '@exchange/api';
import { htmlAttributes, localizeHref } from '@exchange/i18n';
import { UiLinkBase, type SiteContext } from '@exchange/ui';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { copyText } from '../../browser/copy-text';
import { requestNativeShare } from '../../browser/native-share';
import { useShareImageMode } from '../../browser/use-share-image-mode';
import { growthMessages as m } from '../../messages';
import { agencyType } from '../../rules/agency-type';
import { referralCode, referralLink } from '../../rules/referral-link';
import type { ShareCard } from '../../rules/share-image';
import { ShareModal, type ShareImageRenderer } from '../share-modal/share-modal';
import { AGENCY_LABELS } from './agency-labels';

export interface ReferralOverviewProps {
  context: Pick<SiteContext, 'site' | 'locale' | 'user' | 'siteOrigins'>;
  /** The site's name, on the share image. */
  siteName: string;
  /** Localised login link for a visitor. */
  loginHref: string;
  /** Stories and tests: the share image's renderer (default: the Canvas API). */
  renderImage?: ShareImageRenderer;
}

type CopyState = { target: 'code' | 'link'; ok: boolean } | null;

/**
 * The referral page's body (issue 12 item 4): the user's code and invite link with copy buttons, the rebate info
 * with the agency type derived from it (spec 03 §6), and "Share my link", which opens the share modal. The rebate
 * call runs only when logged in (spec 03 §6); a visitor gets a sign-in prompt; a failed call gives the fallback
 * (a normal user without a code) and says the code is not available.
 */
export function ReferralOverview({ context, siteName, loginHref, renderImage }: ReferralOverviewProps) {
  const intl = useIntl();
  const rebateId = useId();
  const { site, locale, user } = context;
  const { data, isLoading } = useEndpoint('rebateUserInfo', undefined, { enabled: user.isLoggedIn });
  const [copied, setCopied] = useState<CopyState>(null);
  const [sharing, setSharing] = useState(false);
  const mode = useShareImageMode();

  const code = referralCode(data);
  // The sign-up page on the site's own origin (the ref cookie is set there, decision 0520): under /en-us on the US
  // site (spec 03 §2), not the US login host, which `referralLink` would refuse as another origin.
  const link = referralLink(context.siteOrigins[site] ?? '', localizeHref({ site, locale, path: '/signup' }), code);
  const agency = agencyType(data);
  const agencyLabel = intl.formatMessage(AGENCY_LABELS[agency].label);
  const card = useMemo<ShareCard>(
    () => ({
      kind: 'referral',
      brand: siteName,
      title: intl.formatMessage(m.shareCardTitle),
      highlight: code ?? '',
      tone: 'neutral',
      rows: [{ label: intl.formatMessage(m.agencyTypeLabel), value: agencyLabel }],
      footer: link ?? '',
    }),
    [intl, siteName, code, agencyLabel, link],
  );

  if (!user.isLoggedIn) {
    return (
      <Stack gap="3" align="start" data-testid="referral-sign-in">
        <Text>{intl.formatMessage(m.signInPrompt)}</Text>
        <Button asChild colorPalette="brand">
          <UiLinkBase href={loginHref}>{intl.formatMessage(m.signIn)}</UiLinkBase>
        </Button>
      </Stack>
    );
  }

  if (isLoading || data === undefined) {
    return (
      <Stack gap="2" aria-busy="true">
        <Text srOnly>{intl.formatMessage(m.loading)}</Text>
        <Skeleton height="8" width="48" />
        <Skeleton height="6" width="80" />
      </Stack>
    );
  }

  const onCopy = async (target: 'code' | 'link', text: string) => setCopied({ target, ok: await copyText(text) });
  const copyStatus = (target: 'code' | 'link') =>
    copied?.target === target ? intl.formatMessage(copied.ok ? m.copied : m.copyFailed) : null;

  return (
    <Stack gap="6" data-testid="referral-overview">
      {code === null || link === null ? (
        <Text role="alert">{intl.formatMessage(m.noCode)}</Text>
      ) : (
        <Stack gap="4" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '6' }}>
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.codeLabel)}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Code textStyle="2xl" fontWeight="bold" dir="ltr" data-testid="referral-code">
                {code}
              </Code>
              <Button size="sm" variant="outline" onClick={() => void onCopy('code', code)}>
                {intl.formatMessage(m.copyCode)}
              </Button>
              <Text role="status" textStyle="sm" color="fg.muted">
                {copyStatus('code')}
              </Text>
            </HStack>
          </Stack>
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.linkLabel)}
            </Text>
            <Text wordBreak="break-all" dir="ltr" data-testid="referral-link">
              {link}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => void onCopy('link', link)}>
                {intl.formatMessage(m.copyLink)}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setSharing(true)}>
                {intl.formatMessage(m.shareLink)}
              </Button>
              <Text role="status" textStyle="sm" color="fg.muted">
                {copyStatus('link')}
              </Text>
            </HStack>
          </Stack>
        </Stack>
      )}
      <Box as="section" aria-labelledby={rebateId}>
        <Text as="h2" id={rebateId} textStyle="lg" fontWeight="semibold" mb="2">
          {intl.formatMessage(m.rebateTitle)}
        </Text>
        <HStack gap="2" mb="1">
          <Text color="fg.muted">{intl.formatMessage(m.agencyTypeLabel)}</Text>
          <Badge colorPalette="brand" data-testid="agency-type" data-agency={agency}>
            {agencyLabel}
          </Badge>
        </HStack>
        <Text>{intl.formatMessage(AGENCY_LABELS[agency].info)}</Text>
      </Box>
      {code !== null && link !== null ? (
        <ShareModal
          open={sharing}
          onClose={() => setSharing(false)}
          card={card}
          link={link}
          fileName={`referral-${code}`}
          mode={mode}
          onNativeShare={() => requestNativeShare(card, link)}
          direction={htmlAttributes(locale).dir}
          renderImage={renderImage}
        />
      ) : null}
    </Stack>
  );
}
