'use client';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';

/** Where the convert and earn pages send a visitor (localised by the page). */
export interface EarnLinks {
  login: string;
  signup: string;
}

/** A visitor's panel where a user's balances would be: log in or sign up, nothing else to do here without an account. */
export function SignInPrompt({ links }: { links: EarnLinks }) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="3" p="5" borderWidth="1px" rounded="lg" bg="bg.subtle" aria-labelledby="earn-sign-in">
      <Text as="h2" id="earn-sign-in" fontWeight="semibold" textStyle="lg">
        {intl.formatMessage(m.signInTitle)}
      </Text>
      <Text color="fg.muted">{intl.formatMessage(m.signInBody)}</Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <UiLinkBase href={links.login}>{intl.formatMessage(m.signInLogin)}</UiLinkBase>
        </Button>
        <Button asChild variant="outline">
          <UiLinkBase href={links.signup}>{intl.formatMessage(m.signInSignup)}</UiLinkBase>
        </Button>
      </HStack>
    </Stack>
  );
}
