'use client';
import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTrack } from '@exchange/analytics';
import { useEndpoint } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { UiLinkBase, type SiteContext } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { growthMessages as m, growthPageMessages } from '../../messages';
import { agencyType } from '../../rules/agency-type';
import { growthTabFlags } from '../../rules/growth-tab-flags';
import { GROWTH_TAB_PATHS, type GrowthTabKey } from '../../rules/growth-tabs';
import { GrowthTabs } from '../growth-tabs/growth-tabs';
import { AGENCY_LABELS } from '../referral-overview/agency-labels';
import { ReferralOverview } from '../referral-overview/referral-overview';
import type { ShareImageRenderer } from '../share-modal/share-modal';

export interface GrowthSectionProps {
  context: Pick<SiteContext, 'site' | 'locale' | 'user' | 'siteOrigins'>;
  /** The page's tab. */
  active: GrowthTabKey;
  siteName: string;
  loginHref: string;
  /** The site's `hiddenReferral` switch (spec 03 §3): the referral body says it is not offered. */
  hiddenReferral?: boolean;
  /** The affiliate and broker tabs' jump handler (default: a page load of the tab's route, decision 1400). */
  onJump?: (href: string) => void;
  renderImage?: ShareImageRenderer;
}

const assign = (href: string) => window.location.assign(href);

/**
 * A growth page (spec 02 §2, issue 12 item 4): the growth tab bar (affiliate and broker per the user's agency type,
 * each through its own jump handler; `ch` between the main tabs), the page's heading, and its body: the rewards
 * hub's entries, the competition centre, the referral overview, or the affiliate / broker programme. The tab bar
 * reports `growth_tab_view` and `growth_tab_click` (props `tab`, `from`) to the analytics client (decision 1204).
 */
export function GrowthSection({
  context,
  active,
  siteName,
  loginHref,
  hiddenReferral = false,
  onJump = assign,
  renderImage,
}: GrowthSectionProps) {
  const intl = useIntl();
  const track = useTrack();
  const { site, locale, user } = context;
  const { data } = useEndpoint('rebateUserInfo', undefined, { enabled: user.isLoggedIn });
  const agency = user.isLoggedIn && data !== undefined ? agencyType(data) : null;
  const flags = growthTabFlags(agency);
  const home = localizeHref({ site, locale, path: '/' });
  const langPrefix = home === '/' ? '' : home;
  const href = (path: string) => localizeHref({ site, locale, path });
  const heading = growthPageMessages[active];

  return (
    <Stack gap="6" data-testid="growth-section" data-tab={active}>
      <GrowthTabs
        active={active}
        // The page of an optional tab keeps its own tab in the bar.
        showAffiliate={flags.showAffiliate || active === 'affiliate'}
        showBroker={flags.showBroker || active === 'broker'}
        langPrefix={langPrefix}
        onAffiliateClick={() => onJump(href(GROWTH_TAB_PATHS.affiliate))}
        onBrokerClick={() => onJump(href(GROWTH_TAB_PATHS.broker))}
        onTrack={(event, tab, from) => track(`growth_tab_${event}`, { tab, from: from ?? '' })}
      />
      <Stack gap="6" px={{ base: '4', md: '8' }} pb="8" maxW="5xl">
        <Stack gap="1">
          <Text as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="bold">
            {intl.formatMessage(heading.title)}
          </Text>
          <Text color="fg.muted">{intl.formatMessage(heading.lead)}</Text>
        </Stack>
        {active === 'rewards' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {(
              [
                [m.rewardsInviteTitle, m.rewardsInviteBody, GROWTH_TAB_PATHS.referral, m.growthCta],
                [m.rewardsCompetitionTitle, m.rewardsCompetitionBody, GROWTH_TAB_PATHS.competition, m.growthCta],
              ] as const
            ).map(([title, body, path, cta]) => (
              <Card.Root key={path} variant="outline">
                <Card.Body gap="2">
                  <Card.Title as="h2">{intl.formatMessage(title)}</Card.Title>
                  <Card.Description>{intl.formatMessage(body)}</Card.Description>
                </Card.Body>
                <Card.Footer>
                  <Button asChild size="sm" variant="outline">
                    <UiLinkBase href={href(path)} aria-label={`${intl.formatMessage(cta)}: ${intl.formatMessage(title)}`}>
                      {intl.formatMessage(cta)}
                    </UiLinkBase>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        ) : active === 'competition' ? (
          <Box borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg" p="6" data-testid="competition-empty">
            <Text>{intl.formatMessage(m.competitionEmpty)}</Text>
          </Box>
        ) : hiddenReferral ? (
          <Text data-testid="referral-hidden">{intl.formatMessage(m.hiddenOnSite)}</Text>
        ) : active === 'referral' ? (
          <ReferralOverview context={context} siteName={siteName} loginHref={loginHref} renderImage={renderImage} />
        ) : !user.isLoggedIn ? (
          <Stack gap="3" align="start" data-testid="referral-sign-in">
            <Text>{intl.formatMessage(m.signInPrompt)}</Text>
            <Button asChild colorPalette="brand">
              <UiLinkBase href={loginHref}>{intl.formatMessage(m.signIn)}</UiLinkBase>
            </Button>
          </Stack>
        ) : agency !== null && (active === 'affiliate' ? flags.showAffiliate : flags.showBroker) ? (
          <Text data-testid="programme-member">
            {intl.formatMessage(m.programmeMember, { agency: intl.formatMessage(AGENCY_LABELS[agency].label) })}
          </Text>
        ) : (
          <Text data-testid="programme-about">{intl.formatMessage(AGENCY_LABELS.normal.info)}</Text>
        )}
      </Stack>
    </Stack>
  );
}
