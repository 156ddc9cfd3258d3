'use client';
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useComplianceCheck, useUserInfo } from '@exchange/api';
import { UiLinkBase } from '@exchange/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { moneyAccess, type MoneyFeature } from '../../rules/money-access';

/** Localised links the money pages send users to (built by the app for the page's site and language). */
export interface MoneyLinks {
  login: string;
  /** Identity verification (02 §2 /myaccount/kyc_home). */
  kyc: string;
  /** 01 §2 /myaccount/tickets (the only-withdraw tip's create-ticket). */
  tickets: string;
  /** 01 §2 /myaccount/fundpass_setup. */
  fundpass: string;
  /** 01 §2 /myaccount/totp (decision 1908: a withdrawal with 2FA off suggests turning it on). */
  totp: string;
  /** /myaccount/withdraw/USDT. */
  withdraw: string;
}

export interface MoneyGateProps {
  feature: MoneyFeature;
  isLoggedIn: boolean;
  links: MoneyLinks;
  children: ReactNode;
}

function Notice({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <Box
      as="section"
      role="region"
      aria-label={title}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={{ base: '5', md: '8' }}
      data-testid="money-gate"
    >
      <Stack gap="3" maxW="xl">
        <Text as="h2" textStyle="xl" fontWeight="semibold">
          {title}
        </Text>
        <Text color="fg.muted">{body}</Text>
        <HStack gap="3" wrap="wrap" mt="2">
          {children}
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * Who may use a money page (issue 22; rule `moneyAccess`): a visitor is asked to log in, a user below KYC level 1
 * is told why with a link to verification, a closed region or a withdraw-only account is told so; otherwise the
 * page. The user info and compliance check come from the shared calls (already in the shell's SWR fallback).
 */
export function MoneyGate({ feature, isLoggedIn, links, children }: MoneyGateProps) {
  const intl = useIntl();
  const user = useUserInfo({ enabled: isLoggedIn });
  const compliance = useComplianceCheck({ enabled: isLoggedIn });
  if (isLoggedIn && (user.data === undefined || compliance.data === undefined)) {
    return (
      <Stack gap="3" aria-busy="true" data-testid="money-gate-loading">
        <Skeleton height="8" width="50%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  const access = moneyAccess(feature, {
    isLoggedIn,
    verified: user.data?.verified,
    menu: compliance.data?.menu ?? [],
    withdrawOnly: compliance.data?.toast.is_withdraw_only_user ?? false,
  });
  switch (access.kind) {
    case 'allowed':
      return <>{children}</>;
    case 'login':
      return (
        <Notice title={intl.formatMessage(m.gateLogin)} body={intl.formatMessage(m.gateLoginBody)}>
          <Button asChild colorPalette="brand">
            <UiLinkBase href={links.login}>{intl.formatMessage(m.gateLogin)}</UiLinkBase>
          </Button>
        </Notice>
      );
    case 'kyc':
      return (
        <Notice title={intl.formatMessage(m.gateKycTitle)} body={intl.formatMessage(m.gateKycBody)}>
          <Button asChild colorPalette="brand">
            <UiLinkBase href={links.kyc}>{intl.formatMessage(m.gateKycCta)}</UiLinkBase>
          </Button>
        </Notice>
      );
    case 'restricted':
      return <Notice title={intl.formatMessage(m.gateRestrictedTitle)} body={intl.formatMessage(m.gateRestrictedBody)} />;
    case 'withdrawOnly':
      return (
        <Notice title={intl.formatMessage(m.gateWithdrawOnlyTitle)} body={intl.formatMessage(m.gateWithdrawOnlyBody)}>
          <Button asChild colorPalette="brand">
            <UiLinkBase href={links.withdraw}>{intl.formatMessage(m.gateWithdrawCta)}</UiLinkBase>
          </Button>
          <Button asChild variant="outline">
            <UiLinkBase href={links.tickets}>{intl.formatMessage(m.gateTicket)}</UiLinkBase>
          </Button>
        </Notice>
      );
  }
}
