import { SITE_KEYS, type SiteKey } from '@exchange/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messageLocale } from '../messages/message-locale';
import { isNoindex } from '../rules/alternates';
import { localePrefix } from '../rules/locale-path';
import { LOCALES, defaultLocale, isSiteLocale } from '../rules/locales';
import { htmlAttributes, mapLanguage } from '../rules/map-language';
import { riskColorClass } from '../rules/risk-color';

const cell = { border: '1px solid #ccc', padding: '2px 6px', fontSize: 12, textAlign: 'left' } as const;

/**
 * Reviewer matrix: every locale code × the chosen sites. A cell shows the locale's path prefix on that site
 * ("default" for the unprefixed default, blank when the site does not serve it) and "noindex" where it applies.
 */
function LocaleMatrix({ sites, examplePath }: { sites: SiteKey[]; examplePath: string }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['locale', 'hreflang / lang', 'dir', 'risk class', 'catalog', ...sites].map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {LOCALES.map((locale) => {
          const { dir } = htmlAttributes(locale);
          return (
            <tr key={locale} data-testid={`locale-${locale}`}>
              <th style={cell}>{locale}</th>
              <td style={cell}>{mapLanguage(locale)}</td>
              <td style={cell}>{dir}</td>
              <td style={cell}>{riskColorClass(locale)}</td>
              <td style={cell}>{messageLocale(locale)}</td>
              {sites.map((site) => (
                <td key={site} style={cell} data-testid={`${site}-${locale}`}>
                  {!isSiteLocale(site, locale)
                    ? ''
                    : locale === defaultLocale(site)
                      ? `default ${examplePath}`
                      : `${localePrefix(site, locale)}${examplePath}`}
                  {isSiteLocale(site, locale) && isNoindex(site, locale) ? ' (noindex)' : ''}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'i18n/Locale matrix',
  component: LocaleMatrix,
  args: { sites: [...SITE_KEYS], examplePath: '/fee' },
  argTypes: { sites: { control: 'check', options: [...SITE_KEYS] } },
} satisfies Meta<typeof LocaleMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('main-en')).toHaveTextContent('default /fee');
    await expect(canvas.getByTestId('tr-tr')).toHaveTextContent('default /fee');
    await expect(canvas.getByTestId('main-nl')).toHaveTextContent('/nl/fee (noindex)');
    await expect(canvas.getByTestId('locale-ar-dubai')).toHaveTextContent('rtl');
  },
};

/** The sites with regional variants: Turkey, US, UAE, Japan and EU. */
export const RegionalSites: Story = {
  args: { sites: ['tr', 'us', 'ae', 'jp', 'eu'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('us-en-us')).toHaveTextContent('/en-us/fee');
  },
};
