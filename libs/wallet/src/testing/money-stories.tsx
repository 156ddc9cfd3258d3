import { Box, Stack, Text } from '@chakra-ui/react';
import type { EndpointName } from '@exchange/api';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { MoneyClientProvider, type MoneyClientOptions } from './money-fixtures';

interface StateCase {
  title: string;
  options: MoneyClientOptions;
  loggedIn: boolean;
}

const casesFor = (failing: EndpointName): StateCase[] => [
  { title: 'Empty: a new user (nothing on the wallet, no history, no saved address, no offer)', options: { empty: true }, loggedIn: true },
  { title: 'Loading: every call pending', options: { pending: true }, loggedIn: true },
  { title: `Error: ${failing} fails`, options: { failures: { [failing]: 'http' } }, loggedIn: true },
  { title: 'KYC required: a level-0 user is sent to verification', options: { kyc: 'kyc0' }, loggedIn: true },
  { title: 'Logged out: a visitor is asked to log in', options: {}, loggedIn: false },
];

/**
 * The states of a money page side by side (issue 22: empty, loading, error, KYC required, logged out), each with its
 * own fixture client: the catalog story a reviewer reads at a glance (house style: Default plus a catalog).
 */
export function moneyStatesStory<A extends { isLoggedIn: boolean }>(failing: EndpointName, render: (args: A) => ReactNode) {
  return {
    render: (args: A) => (
      <Stack gap="10">
        {casesFor(failing).map((state) => (
          <Box key={state.title} as="section" aria-label={state.title}>
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="2" textTransform="uppercase">
              {state.title}
            </Text>
            <MoneyClientProvider options={state.options}>{render({ ...args, isLoggedIn: state.loggedIn })}</MoneyClientProvider>
          </Box>
        ))}
      </Stack>
    ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const kyc = within(within(canvasElement).getByRole('region', { name: /KYC required/ }));
      await expect(await kyc.findByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/myaccount/kyc_home');
    },
  };
}
