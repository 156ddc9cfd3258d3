// Fixtures for tests and stories of @exchange/content, imported as @exchange/content/testing.
import type { AlphaToken, Article, ArticleSummary, MarketTicker } from '@exchange/api';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 9);

export const articleFixtures: ArticleSummary[] = [
  {
    slug: 'ether-fees-yearly-low',
    kind: 'news',
    title: 'Ether climbs as network fees fall to a yearly low',
    summary: 'Average gas prices dropped below 3 gwei as layer-2 activity kept growing.',
    tag: 'Markets',
    published_at: NOW,
    starts_at: 0,
    read_minutes: 1,
  },
  {
    slug: 'bitcoin-futures-open-interest',
    kind: 'news',
    title: 'Bitcoin futures open interest reaches a new high',
    summary: 'Perpetual contracts now hold more than 40 billion dollars of open positions.',
    tag: 'Futures',
    published_at: NOW - DAY,
    starts_at: 0,
    read_minutes: 2,
  },
  {
    slug: 'stablecoin-supply-fourth-month',
    kind: 'news',
    title: 'Stablecoin supply grows for the fourth straight month',
    summary: 'USDT and USDC together added 6 billion dollars of supply in November.',
    tag: 'Markets',
    published_at: NOW - 3 * DAY,
    starts_at: 0,
    read_minutes: 1,
  },
];

export const articleFixture: Article = {
  ...(articleFixtures[0] as ArticleSummary),
  body: [
    'Ether gained 4% over the last 24 hours while average gas prices on the main network fell below 3 gwei.',
    'Analysts attribute the drop to activity moving to layer-2 networks.',
  ],
  related: articleFixtures.slice(1),
};

export const glossaryFixtures: ArticleSummary[] = ['airdrop', 'ask', 'bid', 'leverage', 'whale'].map((slug) => ({
  slug,
  kind: 'glossary',
  title: slug.charAt(0).toUpperCase() + slug.slice(1),
  summary: `What ${slug} means.`,
  tag: slug.charAt(0).toUpperCase(),
  published_at: NOW,
  starts_at: 0,
  read_minutes: 1,
}));

export const tickerFixtures: MarketTicker[] = [
  { symbol: 'BTC_USDT', market: 'spot', last: 60123.45, change_24h: 2.1, high_24h: 61000, low_24h: 59000, volume_24h: 1234.5 },
  { symbol: 'ETH_USDT', market: 'spot', last: 3012.3, change_24h: -1.4, high_24h: 3100, low_24h: 2950, volume_24h: 45000 },
  { symbol: 'SOL_USDT', market: 'spot', last: 151.2, change_24h: 5.5, high_24h: 155, low_24h: 140, volume_24h: 900000 },
  { symbol: 'BTC_USDT', market: 'futures', last: 60150.1, change_24h: 2.2, high_24h: 61020, low_24h: 59010, volume_24h: 560000 },
];

export const alphaTokenFixtures: AlphaToken[] = [
  {
    token: 'PEPE',
    name: 'Pepe',
    chain: 'ETH',
    price: '0.0000185',
    change_24h: 3.2,
    volume_24h: '31000000',
    market_cap: '7800000000',
    holders: 412000,
    min_usdt: '5',
    listed_at: NOW - DAY,
  },
  {
    token: 'WIF',
    name: 'dogwifhat',
    chain: 'SOL',
    price: '2.41',
    change_24h: -4.1,
    volume_24h: '9600000',
    market_cap: '2400000000',
    holders: 178000,
    min_usdt: '5',
    listed_at: NOW - 12 * DAY,
  },
];
