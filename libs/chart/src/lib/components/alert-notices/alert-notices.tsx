'use client';
import { Box, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { chartMessages } from '../../messages';

export interface FiredAlert {
  id: string;
  symbol: string;
  price: number;
}

export interface AlertNoticesProps {
  notices: readonly FiredAlert[];
  priceDecimals?: number;
  onDismiss: (id: string) => void;
}

/** Visible notices for alerts the live price crossed; announced politely to screen readers. */
export function AlertNotices({ notices, priceDecimals = 2, onDismiss }: AlertNoticesProps) {
  const intl = useIntl();
  return (
    <Stack
      role="status"
      aria-live="polite"
      gap="2"
      position="absolute"
      top="10"
      left="50%"
      transform="translateX(-50%)"
      zIndex="2"
      pointerEvents="none"
    >
      {notices.map((n) => (
        <HStack
          key={n.id}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.warning"
          borderRadius="md"
          shadow="md"
          px="3"
          py="2"
          pointerEvents="auto"
        >
          <Box w="2" h="2" borderRadius="full" bg="orange.solid" aria-hidden />
          <Text fontSize="sm">
            {intl.formatMessage(chartMessages.alertFired, {
              symbol: n.symbol,
              price: intl.formatNumber(n.price, { minimumFractionDigits: priceDecimals, maximumFractionDigits: priceDecimals }),
            })}
          </Text>
          <CloseButton size="2xs" aria-label={intl.formatMessage(chartMessages.alertDismiss)} onClick={() => onDismiss(n.id)} />
        </HStack>
      ))}
    </Stack>
  );
}
