import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** The composed Storybook's own page: what the sidebar holds (Storybook needs one local story beside the refs). */
function Overview() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, lineHeight: 1.5 }}>
      <h1>Exchange Web: every library&apos;s stories</h1>
      <p>
        Each entry of the sidebar below this page is one library&apos;s own Storybook, composed here with Storybook refs. Stories render
        with the app&apos;s providers and the sandbox (MSW). The locale (Arabic is right-to-left) and theme switches are in the toolbar of a
        library&apos;s own Storybook and of the combined one: composed Storybooks do not take this page&apos;s toolbar.
      </p>
      <p>
        One library alone: <code>npx nx storybook &lt;lib&gt;</code>. Every story in one Storybook:{' '}
        <code>npx nx storybook storybook-preview</code>.
      </p>
    </main>
  );
}

const meta = { title: 'Overview', component: Overview } satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
