'use client';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { UiLink, UiLinkBase } from '@exchange/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { orderFormMessages as m } from './order-form-messages';

/** The order form's card: its heading (named by `headingId`, else its own id) and its content. */
export function OrderFormCard({ headingId, children, testId }: { headingId?: string; children: ReactNode; testId?: string }) {
  const intl = useIntl();
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Heading as="h2" id={id} textStyle="md" mb="3">
        {intl.formatMessage(m.title)}
      </Heading>
      {children}
    </Box>
  );
}

/** A visitor: the form's place says to log in (the login keeps this page as its return) or sign up. */
export function LoginPrompt({ headingId, loginHref, signupHref }: { headingId?: string; loginHref: string; signupHref: string }) {
  const intl = useIntl();
  return (
    <OrderFormCard headingId={headingId}>
      <Stack gap="3">
        <Text textStyle="sm">{intl.formatMessage(m.loginPrompt)}</Text>
        <HStack gap="3">
          <Button asChild colorPalette="brand" flex="1">
            <UiLinkBase href={loginHref}>{intl.formatMessage(m.loginLink)}</UiLinkBase>
          </Button>
          <UiLink href={signupHref} fontWeight="semibold">
            {intl.formatMessage(m.signupLink)}
          </UiLink>
        </HStack>
      </Stack>
    </OrderFormCard>
  );
}

/** An account whose KYC level may not trade yet (decision 1909): the level trading opens at and the upgrade link. */
export function KycPrompt({ headingId, gate }: { headingId?: string; gate: { requiredLevel: string; level: string; href: string } }) {
  const intl = useIntl();
  return (
    <OrderFormCard headingId={headingId}>
      <Stack gap="3">
        <Text textStyle="sm">{intl.formatMessage(m.kycPrompt, { required: gate.requiredLevel, current: gate.level })}</Text>
        <Button asChild colorPalette="brand">
          <UiLinkBase href={gate.href}>{intl.formatMessage(m.kycLink)}</UiLinkBase>
        </Button>
      </Stack>
    </OrderFormCard>
  );
}
