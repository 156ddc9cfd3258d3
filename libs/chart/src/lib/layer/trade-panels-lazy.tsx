'use client';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useIntl } from 'react-intl';
import { userPanelsMessages } from '../components/user-panels/user-panels-messages';
import type { OrderEntryProps, UserPanelsLiveProps } from './order-entry-layer';

/**
 * The order form's room while its chunk loads (decision 1917): the height of a limit form at 1440 px (spot 546 px,
 * futures 762 px, measured), so that the panels under it do not move when it arrives (on a phone the form is in the
 * bottom sheet, not in the page).
 */
export const ORDER_FORM_RESERVED_PX = { spot: 546, futures: 762 } as const;
/** The user's panels' room while their chunk loads: the tabs and a list of one or two rows (spot 271, futures 311 px). */
export const USER_PANELS_RESERVED_PX = { spot: 270, futures: 310 } as const;

function Reserved({ height, testId }: { height: number; testId: string }) {
  const intl = useIntl();
  return (
    <Box
      h={`${height}px`}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      role="status"
      aria-label={intl.formatMessage(userPanelsMessages.loading)}
      data-testid={testId}
    >
      <Stack gap="3">
        <Skeleton h="6" w="40%" />
        <Skeleton h="8" />
        <Skeleton h="8" />
        <Skeleton h="8" />
      </Stack>
    </Box>
  );
}

/**
 * The trade page's panels that a visitor never uses and a user sees under the chart or in the phone's sheet load after
 * hydration in their own chunks (issue 21 item 5, decision 1917): the order form with its rules and decimal arithmetic,
 * the user's panels with their tables, the order toasts, and the TP/SL and reverse dialogs. Each keeps its room while
 * it loads.
 */
const loadOrderEntry = () => import('./order-entry-layer').then((m) => m.OrderEntry);
const loadUserPanels = () => import('./order-entry-layer').then((m) => m.UserPanelsLive);
/** One loader per market: a `loading` view takes no props, and the two forms differ in height. */
const ORDER_ENTRY = {
  spot: dynamic(loadOrderEntry, {
    ssr: false,
    loading: () => <Reserved height={ORDER_FORM_RESERVED_PX.spot} testId="order-form-loading" />,
  }),
  futures: dynamic(loadOrderEntry, {
    ssr: false,
    loading: () => <Reserved height={ORDER_FORM_RESERVED_PX.futures} testId="order-form-loading" />,
  }),
};
const USER_PANELS = {
  spot: dynamic(loadUserPanels, {
    ssr: false,
    loading: () => <Reserved height={USER_PANELS_RESERVED_PX.spot} testId="user-panels-loading" />,
  }),
  futures: dynamic(loadUserPanels, {
    ssr: false,
    loading: () => <Reserved height={USER_PANELS_RESERVED_PX.futures} testId="user-panels-loading" />,
  }),
};

export function OrderEntryLazy(props: OrderEntryProps) {
  const Entry = ORDER_ENTRY[props.symbol.market === 'futures' ? 'futures' : 'spot'];
  return <Entry {...props} />;
}

export function UserPanelsLazy(props: UserPanelsLiveProps) {
  const Panels = USER_PANELS[props.symbol.market === 'futures' ? 'futures' : 'spot'];
  return <Panels {...props} />;
}

export const OrderEventToastsLazy = dynamic(() => import('./order-entry-layer').then((m) => m.OrderEventToasts), { ssr: false });

export const TpslDialogLazy = dynamic(() => import('../components/tpsl-dialog/tpsl-dialog').then((m) => m.TpslDialog), {
  ssr: false,
});

export const ReverseDialogLazy = dynamic(() => import('../components/reverse-dialog/reverse-dialog').then((m) => m.ReverseDialog), {
  ssr: false,
});
