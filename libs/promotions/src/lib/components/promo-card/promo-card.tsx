'use client';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { promotionsMessages } from '../../messages';
import { APP_DOWNLOAD_BONUS_USD, type RegisterTask } from '../../rules/task-info';
import { formatReward } from '../format/format-reward';

export { APP_DOWNLOAD_BONUS_USD };

export type PromoCardVariant = 'signup' | 'app-download';

export interface PromoCardProps {
  variant: PromoCardVariant;
  /** Sign-up card: the register task (normaliseRegisterTask); its reward, else the newbie prize, is shown. */
  registerTask?: RegisterTask | null;
  /** App-download card: the bonus in USD (default 40,000). */
  bonusUsd?: number;
  /** Defaults: /signup for sign-up, /mobileapp for app download. */
  href?: string;
  /** The card's button was pressed (call `event.preventDefault()` to stay, e.g. to open the reward modal). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Sign-up and app-download promo cards (spec 03 §2). */
export function PromoCard({ variant, registerTask, bonusUsd = APP_DOWNLOAD_BONUS_USD, href, onClick }: PromoCardProps) {
  const intl = useIntl();
  const isSignup = variant === 'signup';
  const title = intl.formatMessage(isSignup ? promotionsMessages.promoCardSignupTitle : promotionsMessages.promoCardAppTitle);
  let reward: string;
  if (!isSignup) {
    reward = intl.formatMessage(promotionsMessages.promoCardAppReward, { amount: formatReward(intl, String(bonusUsd)) });
  } else if (registerTask?.hasTask) {
    reward = intl.formatMessage(promotionsMessages.promoCardSignupReward, {
      amount: formatReward(intl, registerTask.rewardNum, registerTask.rewardCurrency || undefined),
    });
  } else if (registerTask?.newbiePrizeNum) {
    reward = intl.formatMessage(promotionsMessages.promoCardSignupReward, { amount: formatReward(intl, registerTask.newbiePrizeNum) });
  } else {
    reward = intl.formatMessage(promotionsMessages.promoCardSignupFallback);
  }
  const target = href ?? (isSignup ? '/signup' : '/mobileapp');

  return (
    <Box as="article" aria-label={title} data-variant={variant} borderWidth="1px" borderRadius="l3" p="5" bg="bg.panel" maxW="sm">
      <Stack gap="3">
        <Text as="h3" textStyle="md" fontWeight="semibold">
          {title}
        </Text>
        <Text textStyle="2xl" fontWeight="bold" color="brand.fg">
          {reward}
        </Text>
        <Button asChild colorPalette="blue" alignSelf="start">
          <a href={target} onClick={onClick}>
            {intl.formatMessage(isSignup ? promotionsMessages.promoCardSignupAction : promotionsMessages.promoCardAppAction)}
          </a>
        </Button>
      </Stack>
    </Box>
  );
}
