'use client';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useIntl } from 'react-intl';
import { userPanelsMessages } from '../components/user-panels/user-panels-messages';

/**
 * The order form's room while its chunk loads (decision 1917): the height of a spot limit form at the desktop widths,
 * so that the panels under it do not move when it arrives (on a phone the form is in the bottom sheet, not in the page).
 */
export const ORDER_FORM_RESERVED_PX = 560;
/** The user's panels' room while their chunk loads: the tabs and three rows of a list. */
export const USER_PANELS_RESERVED_PX = 200;

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
export const OrderEntryLazy = dynamic(() => import('./order-entry-layer').then((m) => m.OrderEntry), {
  ssr: false,
  loading: () => <Reserved height={ORDER_FORM_RESERVED_PX} testId="order-form-loading" />,
});

export const UserPanelsLazy = dynamic(() => import('./order-entry-layer').then((m) => m.UserPanelsLive), {
  ssr: false,
  loading: () => <Reserved height={USER_PANELS_RESERVED_PX} testId="user-panels-loading" />,
});

export const OrderEventToastsLazy = dynamic(() => import('./order-entry-layer').then((m) => m.OrderEventToasts), { ssr: false });

export const TpslDialogLazy = dynamic(() => import('../components/tpsl-dialog/tpsl-dialog').then((m) => m.TpslDialog), {
  ssr: false,
});

export const ReverseDialogLazy = dynamic(() => import('../components/reverse-dialog/reverse-dialog').then((m) => m.ReverseDialog), {
  ssr: false,
});
