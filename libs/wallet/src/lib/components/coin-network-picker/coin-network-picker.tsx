'use client';
import { Box, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import type { CoinNetwork, MoneyCoin } from '@exchange/api';
import { useId, useState, Fragment } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';

const Choice = chakra('button', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
    textAlign: 'start',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    px: '3',
    py: '2',
    cursor: 'pointer',
    bg: 'bg',
    _hover: { borderColor: 'brand.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    '&[aria-checked=true]': { borderColor: 'brand.solid', bg: 'brand.subtle' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export interface CoinPickerProps {
  coins: readonly MoneyCoin[];
  value: string;
  onChange: (currency: string) => void;
  label: string;
}

/** Coins as a radio group with a search box (issue 22 "a coin picker with search"). */
export function CoinPicker({ coins, value, onChange, label }: CoinPickerProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const labelId = useId();
  const q = query.trim().toLowerCase();
  const shown = coins.filter((c) => q === '' || c.currency.toLowerCase().includes(q) || c.name.toLowerCase().includes(q));
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium">
        {label}
      </Text>
      <Input
        type="search"
        size="sm"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={intl.formatMessage(m.coinSearch)}
        aria-label={intl.formatMessage(m.coinSearch)}
        maxW={{ md: 'xs' }}
      />
      <HStack role="radiogroup" aria-labelledby={labelId} gap="2" wrap="wrap">
        {shown.map((coin) => (
          <Choice
            key={coin.currency}
            type="button"
            role="radio"
            aria-checked={coin.currency === value}
            onClick={() => onChange(coin.currency)}
            minW="24"
          >
            <Text as="span" fontWeight="semibold" dir="ltr">
              {coin.currency}
            </Text>
            <Text as="span" textStyle="xs" color="fg.muted">
              {coin.name}
            </Text>
          </Choice>
        ))}
        {shown.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {intl.formatMessage(m.coinNone, { query })}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

export interface NetworkPickerProps {
  currency: string;
  networks: readonly CoinNetwork[];
  value: string | null;
  onChange: (chain: string) => void;
  label: string;
  /** Which details each network shows. */
  purpose: 'deposit' | 'withdraw';
}

/** The coin's networks with their confirmations, minimum, arrival time, contract suffix (or fee when withdrawing). */
export function NetworkPicker({ currency, networks, value, onChange, label, purpose }: NetworkPickerProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium">
        {label}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {intl.formatMessage(m.networkChoose)}
      </Text>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
        gap="2"
      >
        {networks.map((network) => {
          const enabled = purpose === 'deposit' ? network.deposit_enabled : network.withdraw_enabled;
          return (
            <Choice
              key={network.chain}
              type="button"
              role="radio"
              aria-checked={network.chain === value}
              disabled={!enabled}
              onClick={() => onChange(network.chain)}
              data-testid={`network-${network.chain}`}
            >
              <HStack justify="space-between" w="full">
                <Text as="span" fontWeight="semibold">
                  {network.name || network.chain}
                </Text>
                {!enabled ? (
                  <Text as="span" textStyle="xs" color="fg.error">
                    {intl.formatMessage(m.networkSuspended)}
                  </Text>
                ) : null}
              </HStack>
              <Text as="span" textStyle="xs" color="fg.muted">
                {/* Each fact isolated (bdi): numbers and coin codes keep their order in Arabic. */}
                {(purpose === 'deposit'
                  ? [
                      intl.formatMessage(m.networkConfirmations, { count: network.confirmations }),
                      intl.formatMessage(m.networkMinDeposit, { amount: network.min_deposit, currency }),
                      intl.formatMessage(m.networkArrival, { minutes: network.arrival_minutes }),
                    ]
                  : [
                      intl.formatMessage(m.networkFee, { amount: network.withdraw_fee, currency }),
                      intl.formatMessage(m.networkArrival, { minutes: network.arrival_minutes }),
                    ]
                ).map((fact, i) => (
                  <Fragment key={fact}>
                    {i > 0 ? ' · ' : null}
                    <bdi>{fact}</bdi>
                  </Fragment>
                ))}
              </Text>
              {network.contract !== '' ? (
                <Text as="span" textStyle="xs" color="fg.muted">
                  {intl.formatMessage(m.networkContract, { suffix: <bdi dir="ltr">{network.contract.slice(-6)}</bdi> })}
                </Text>
              ) : null}
            </Choice>
          );
        })}
      </Box>
    </Stack>
  );
}
