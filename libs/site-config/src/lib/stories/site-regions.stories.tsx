import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getSiteConfig } from '../config/get-site-config';
import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { drawerLinks } from '../rules/drawer-links';
import { footerLinks } from '../rules/footer-links';
import { notFoundLinks, showTrendingStories } from '../rules/not-found-links';

const FLAGS = [
  'chatroom',
  'bigData',
  'hiddenReferral',
  'hiddenAppDownload',
  'hiddenNotification',
  'hiddenFooterSignup',
  'hiddenThemeSwitch',
  'hiddenLangAndRate',
] as const;

const cell = { border: '1px solid #ccc', padding: '4px 6px', verticalAlign: 'top', fontSize: 12, whiteSpace: 'pre-line' } as const;

/** Reviewer table: one row per region with the fields and rules of spec 03 §3 and spec 01 §2 (fake defaults, no env). */
function SiteRegionsTable({ sites, loggedInSigned }: { sites: SiteKey[]; loggedInSigned: boolean }) {
  const ctx = { isLoggedIn: loggedInSigned, declarationSigned: loggedInSigned };
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {[
            'site',
            'id',
            'name / domain',
            'languages',
            'defaults',
            'sign-in',
            'flags on',
            'footer',
            'drawer',
            '404 links',
            'legal',
            'tradingView',
          ].map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sites.map((key) => {
          const c = getSiteConfig(key, {});
          return (
            <tr key={key} data-testid={`site-${key}`}>
              <td style={cell}>{key}</td>
              <td style={cell}>{c.id}</td>
              <td style={cell}>
                {c.name}
                <br />
                {c.webSiteDomain}
              </td>
              <td style={cell}>{c.languages.join(', ')}</td>
              <td style={cell}>
                {c.defaultLang} / {c.defaultCurrB}
              </td>
              <td style={cell}>{c.authorizedLogin.join(', ') || '—'}</td>
              <td style={cell}>{FLAGS.filter((f) => c[f]).join(', ') || '—'}</td>
              <td style={cell}>
                {footerLinks(key, ctx)
                  .map((l) => `${l.id} ${l.href}`)
                  .join('\n')}
              </td>
              <td style={cell}>
                {drawerLinks(key)
                  .map((l) => l.href)
                  .join('\n')}
              </td>
              <td style={cell}>
                {notFoundLinks(key).length}
                {showTrendingStories(key) ? ' + trending' : ''}
              </td>
              <td style={cell}>{c.legalPaths.join('\n')}</td>
              <td style={cell}>{c.tradingViewExchange ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'site-config/Regions',
  component: SiteRegionsTable,
  args: { sites: [...SITE_KEYS], loggedInSigned: false },
  argTypes: { sites: { control: 'check', options: [...SITE_KEYS] } },
} satisfies Meta<typeof SiteRegionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('site-tr')).toHaveTextContent('177');
    await expect(canvas.getAllByRole('row')).toHaveLength(SITE_KEYS.length + 1);
  },
};

/** Turkey for a logged-in user who has signed the declaration: the declaration link appears in the footer. */
export const TurkeySignedDeclaration: Story = {
  args: { sites: ['main', 'tr'], loggedInSigned: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('site-tr')).toHaveTextContent('declaration');
  },
};
