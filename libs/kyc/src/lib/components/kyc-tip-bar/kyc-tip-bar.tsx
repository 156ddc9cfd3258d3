'use client';
import { Box, CloseButton, Flex, Link, Text } from '@chakra-ui/react';
import { kycUpgradePrompt, parseVerified, type VerifiedInput } from '@exchange/api';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { kycMessages } from '../../messages';
import { KYC_HOME_PATH } from '../../rules/kyc-upgrade-target';
import { KYC_TIP_BAR_HEIGHT, kycTipBarText, showKycTipBar } from '../../rules/show-kyc-tip-bar';
import { upgradeMessages } from '../../upgrade-messages';

/** Analytics events of the tip bar (payload chosen in decision 0501). */
export interface KycTipBarEvent {
  name: 'kyc_tip_bar_view' | 'kyc_tip_bar_click' | 'kyc_tip_bar_close';
  verified: number | null;
  site: number;
}

export interface KycTipBarProps {
  verified: VerifiedInput;
  site: number;
  /** Already dismissed in this session (e.g. read from sessionStorage). */
  dismissedThisSession?: boolean;
  /** Verify Now target; defaults to /myaccount/kyc_home (spec 02 §2). */
  href?: string;
  /** Called when the user dismisses the bar: persist it for the session. */
  onDismiss?: () => void;
  /** Analytics sink. */
  onTrack?: (event: KycTipBarEvent) => void;
}

/** Sticky 40 px KYC reminder (spec 02 §4): the rule decides, the bar renders and reports. */
export function KycTipBar({ verified, site, dismissedThisSession = false, href = KYC_HOME_PATH, onDismiss, onTrack }: KycTipBarProps) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  const visible = showKycTipBar({ verified, site, dismissedThisSession: dismissed || dismissedThisSession });
  const code = parseVerified(verified);
  const viewSent = useRef(false);

  useEffect(() => {
    if (!visible || viewSent.current) return;
    viewSent.current = true;
    onTrack?.({ name: 'kyc_tip_bar_view', verified: code, site });
  }, [visible, code, site, onTrack]);

  if (!visible) return null;
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage(kycMessages.tipBarLabel)}
      position="sticky"
      top="0"
      zIndex="sticky"
      height={`${KYC_TIP_BAR_HEIGHT}px`}
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      data-testid="kyc-tip-bar"
    >
      <Flex height="full" align="center" gap="3" px="4" maxW="full">
        <Text flex="1" textStyle="sm" truncate>
          {kycTipBarText(verified) === 'raise-limits'
            ? intl.formatMessage(upgradeMessages.tipBarRaiseLimitsTo, { next: kycUpgradePrompt(verified)?.nextLevel ?? 2 })
            : intl.formatMessage(kycMessages.tipBarText)}
        </Text>
        <Link
          href={href}
          fontWeight="semibold"
          textStyle="sm"
          color="brand.fg"
          onClick={() => onTrack?.({ name: 'kyc_tip_bar_click', verified: code, site })}
        >
          {intl.formatMessage(kycMessages.tipBarVerifyNow)}
        </Link>
        <CloseButton
          size="xs"
          aria-label={intl.formatMessage(kycMessages.tipBarClose)}
          onClick={() => {
            setDismissed(true);
            onTrack?.({ name: 'kyc_tip_bar_close', verified: code, site });
            onDismiss?.();
          }}
        />
      </Flex>
    </Box>
  );
}
