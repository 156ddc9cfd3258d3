import { Box, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { showDownloadBanner, type DownloadBannerInput } from '../../rules/download-banner';
import { DownloadBanner } from './download-banner';

const meta = {
  title: 'Promotions/DownloadBanner',
  component: DownloadBanner,
  args: { visible: true, href: '#appdownload', navigate: fn(), onTrack: fn(), onClose: fn() },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof DownloadBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, main site: a view event after 1 s, a click navigates after 200 ms. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The view event fires 1 s after the banner shows and navigation 200 ms after the click: wait well past both on a slow machine.
    await waitFor(() => expect(args.onTrack).toHaveBeenCalledWith('view'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Open App' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('#appdownload'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Close app download banner' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull(), { timeout: 5000 });
    await expect(args.onTrack).toHaveBeenLastCalledWith('close');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const base: DownloadBannerInput = {
  width: 390,
  site: 0,
  ukLimit: false,
  country: 1,
  verified: 0,
  path: '/',
  inAppWebview: false,
  hiddenAppDownload: false,
};
const cases: [string, Partial<DownloadBannerInput>][] = [
  ['Phone, main, home', {}],
  ['Phone, Turkey', { site: 177 }],
  ['Tablet 1024 px', { width: 1024 }],
  ['US site', { site: 232 }],
  ['UK limit', { ukLimit: true }],
  ['Country 233, verified 1', { country: 233, verified: 1 }],
  ['Path /trade/BTC_USDT', { path: '/trade/BTC_USDT' }],
  ['In-app webview', { inAppWebview: true }],
];

/** The visibility rule's cases, each with the banner where it shows. */
export const States: Story = {
  render: (args) => (
    <Stack gap="3" maxW="sm">
      {cases.map(([label, overrides]) => {
        const visible = showDownloadBanner({ ...base, ...overrides });
        return (
          <Box key={label} borderWidth="1px" borderRadius="md">
            <Text px="3" py="1" textStyle="xs" color="fg.muted">
              {label} — {visible ? 'shown' : 'hidden'}
            </Text>
            <DownloadBanner {...args} visible={visible} />
          </Box>
        );
      })}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Open App' })).toHaveLength(2);
  },
};
