'use client';
import { Box, HStack, Link } from '@chakra-ui/react';
import { UiLinkBase } from '@exchange/ui';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { referralMessages } from '../../messages';
import { growthTabHref, growthTabs, type GrowthTabKey } from '../../rules/growth-tabs';

const LABELS = {
  rewards: referralMessages.growthTabsRewards,
  competition: referralMessages.growthTabsCompetition,
  referral: referralMessages.growthTabsReferral,
  affiliate: referralMessages.growthTabsAffiliate,
  broker: referralMessages.growthTabsBroker,
} as const;

export interface GrowthTabsProps {
  /** The current tab (see activeGrowthTab(pathname)); null when none matches. */
  active: GrowthTabKey | null;
  showAffiliate: boolean;
  showBroker: boolean;
  /** Language prefix put before every href ("" for English, "/zh" …). */
  langPrefix?: string;
  /** Affiliate and broker open through their own jump handler when given (spec 02 §2). */
  onAffiliateClick?: () => void;
  onBrokerClick?: () => void;
  /**
   * Analytics of the bar (decision 1204): `view` once per tab the first time it is in the bar (affiliate and broker
   * may arrive later, with the rebate info), `click` on every press of a tab, with the tab and the page's tab.
   */
  onTrack?: (event: GrowthTabEvent, tab: GrowthTabKey, active: GrowthTabKey | null) => void;
}

export type GrowthTabEvent = 'view' | 'click';

/** Growth-section tab bar (spec 02 §2): rewards, competition, referral, plus affiliate and broker per flags. */
export function GrowthTabs({
  active,
  showAffiliate,
  showBroker,
  langPrefix = '',
  onAffiliateClick,
  onBrokerClick,
  onTrack,
}: GrowthTabsProps) {
  const intl = useIntl();
  const handlers: Partial<Record<GrowthTabKey, () => void>> = { affiliate: onAffiliateClick, broker: onBrokerClick };
  const tabs = growthTabs({ showAffiliate, showBroker });
  const shownKeys = tabs.map((tab) => tab.key).join(',');
  const viewed = useRef(new Set<string>());
  const latestTrack = useRef(onTrack);
  useEffect(() => {
    latestTrack.current = onTrack;
  });
  useEffect(() => {
    for (const key of shownKeys.split(',') as GrowthTabKey[]) {
      if (viewed.current.has(key)) continue;
      viewed.current.add(key);
      latestTrack.current?.('view', key, active);
    }
  }, [shownKeys, active]);

  return (
    <Box as="nav" aria-label={intl.formatMessage(referralMessages.growthTabsLabel)} borderBottomWidth="1px" overflowX="auto">
      <HStack as="ul" gap="6" listStyleType="none" px="4" minW="max-content">
        {tabs.map((tab) => {
          const current = tab.key === active;
          const jump = handlers[tab.key];
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            onTrack?.('click', tab.key, active);
            if (!jump) return;
            event.preventDefault();
            jump();
          };
          return (
            <Box as="li" key={tab.key}>
              {/* The app's router link: a tab change keeps the page's analytics queue (its click is sent after). */}
              <Link
                asChild
                display="inline-block"
                py="3"
                fontWeight={current ? 'semibold' : 'medium'}
                color={current ? 'fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={current ? 'brand.solid' : 'transparent'}
                textDecoration="none"
                _hover={{ color: 'fg' }}
              >
                <UiLinkBase
                  href={`${langPrefix}${growthTabHref(active, tab.key)}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClick}
                >
                  {intl.formatMessage(LABELS[tab.key])}
                </UiLinkBase>
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
