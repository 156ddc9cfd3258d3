import { Box, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { kycTipBarHiddenReason } from '../../rules/show-kyc-tip-bar';
import { KycTipBar, type KycTipBarProps } from './kyc-tip-bar';

const meta = {
  title: 'KYC/KycTipBar',
  component: KycTipBar,
  args: { verified: 2, site: 0, dismissedThisSession: false, href: '#kyc_home', onDismiss: fn(), onTrack: fn() },
  argTypes: {
    verified: {
      control: 'select',
      options: [0, 5, 2, 1, 4, 3],
      description: 'verified code (0 → L0, 5 → L0.5, 2 → L1, 1 → L2, 4 → L3, 3 → company)',
    },
    site: { control: 'select', options: [0, 232, 666, 182], description: 'sub-site id (main 0, US 232, testnet 666, UK 182)' },
  },
} satisfies Meta<typeof KycTipBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level-1 user on the main site: the bar shows; closing it hides it and reports the close. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Verify Now' })).toBeVisible();
    // The view event is sent from an effect, which runs after the bar is painted: wait for it.
    await waitFor(() => expect(args.onTrack).toHaveBeenCalledWith({ name: 'kyc_tip_bar_view', verified: 2, site: 0 }), { timeout: 5000 });
    await expect(args.onTrack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Close verification reminder' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Verify Now' })).toBeNull(), { timeout: 5000 });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onTrack).toHaveBeenLastCalledWith({ name: 'kyc_tip_bar_close', verified: 2, site: 0 });
  },
};

const cases: { label: string; props: Pick<KycTipBarProps, 'verified' | 'site' | 'dismissedThisSession'> }[] = [
  { label: 'Level 0, main', props: { verified: 0, site: 0 } },
  { label: 'Level 0.5, main', props: { verified: 5, site: 0 } },
  { label: 'Level 1, US', props: { verified: 2, site: 232 } },
  { label: 'KYC2 completed (verified 1), main', props: { verified: 1, site: 0 } },
  { label: 'Verified 1, US', props: { verified: 1, site: 232 } },
  { label: 'Level 0, testnet', props: { verified: 0, site: 666 } },
  { label: 'Dismissed this session', props: { verified: 0, site: 0, dismissedThisSession: true } },
];

/** Every rule case side by side: the bar where it shows, the reason where it is hidden. */
export const States: Story = {
  render: (args) => (
    <Stack gap="4">
      {cases.map(({ label, props }) => {
        const reason = kycTipBarHiddenReason({ ...props, dismissedThisSession: props.dismissedThisSession ?? false });
        return (
          <Box key={label} borderWidth="1px" borderRadius="md" overflow="hidden">
            <Text px="3" py="1" textStyle="xs" color="fg.muted">
              {label} — {reason ? `hidden (${reason})` : 'shown'}
            </Text>
            <KycTipBar {...args} {...props} />
          </Box>
        );
      })}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Shown for level 0 and 0.5 on main; hidden for level 1 on the US site (decision 1834), KYC2 completed, testnet and
    // a bar dismissed this session.
    await expect(within(canvasElement).getAllByRole('link', { name: 'Verify Now' })).toHaveLength(2);
  },
};
