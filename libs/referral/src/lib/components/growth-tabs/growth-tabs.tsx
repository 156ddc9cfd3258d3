'use client';
import { Box, HStack, Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
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
}

/** Growth-section tab bar (spec 02 §2): rewards, competition, referral, plus affiliate and broker per flags. */
export function GrowthTabs({ active, showAffiliate, showBroker, langPrefix = '', onAffiliateClick, onBrokerClick }: GrowthTabsProps) {
  const intl = useIntl();
  const handlers: Partial<Record<GrowthTabKey, () => void>> = { affiliate: onAffiliateClick, broker: onBrokerClick };

  return (
    <Box as="nav" aria-label={intl.formatMessage(referralMessages.growthTabsLabel)} borderBottomWidth="1px" overflowX="auto">
      <HStack as="ul" gap="6" listStyleType="none" px="4" minW="max-content">
        {growthTabs({ showAffiliate, showBroker }).map((tab) => {
          const current = tab.key === active;
          const jump = handlers[tab.key];
          const onClick = jump
            ? (event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                jump();
              }
            : undefined;
          return (
            <Box as="li" key={tab.key}>
              <Link
                href={`${langPrefix}${growthTabHref(active, tab.key)}`}
                aria-current={current ? 'page' : undefined}
                onClick={onClick}
                display="inline-block"
                py="3"
                fontWeight={current ? 'semibold' : 'medium'}
                color={current ? 'fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={current ? 'brand.solid' : 'transparent'}
                textDecoration="none"
                _hover={{ color: 'fg' }}
              >
                {intl.formatMessage(LABELS[tab.key])}
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
