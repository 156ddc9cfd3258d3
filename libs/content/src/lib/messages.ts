// @formatjs/intl, not react-intl: the app's server pages read the page titles, and react-intl's entry is a client module.
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

type Widened<T> = { readonly [K in keyof T]: MessageDescriptor };
const widen = <T extends object>(messages: T): Widened<T> => messages as Widened<T>;

/** The content hub's page titles and leads (search metadata and headings), by page (decision 1902). */
export type ContentPageKey =
  | 'news'
  | 'blog'
  | 'learn'
  | 'wiki'
  | 'glossary'
  | 'events'
  | 'help'
  | 'announcement'
  | 'marketData'
  | 'pricePrediction'
  | 'howToBuy'
  | 'etf'
  | 'alpha'
  | 'pilot';

export const contentPageMessages: Readonly<Record<ContentPageKey, { title: MessageDescriptor; lead: MessageDescriptor }>> = {
  news: defineMessages({
    title: { id: 'content.page.news.title', defaultMessage: 'Crypto news' },
    lead: { id: 'content.page.news.lead', defaultMessage: 'Market moves, listings and network updates, as they happen.' },
  }),
  blog: defineMessages({
    title: { id: 'content.page.blog.title', defaultMessage: 'Blog' },
    lead: { id: 'content.page.blog.lead', defaultMessage: 'Product stories, security advice and how we run the exchange.' },
  }),
  learn: defineMessages({
    title: { id: 'content.page.learn.title', defaultMessage: 'Learn crypto' },
    lead: { id: 'content.page.learn.lead', defaultMessage: 'Guides from your first Bitcoin to reading an order book.' },
  }),
  wiki: defineMessages({
    title: { id: 'content.page.wiki.title', defaultMessage: 'Crypto wiki' },
    lead: { id: 'content.page.wiki.lead', defaultMessage: 'Key facts about the coins listed on the exchange.' },
  }),
  glossary: defineMessages({
    title: { id: 'content.page.glossary.title', defaultMessage: 'Crypto glossary' },
    lead: { id: 'content.page.glossary.lead', defaultMessage: 'Trading and blockchain terms from A to Z.' },
  }),
  events: defineMessages({
    title: { id: 'content.page.events.title', defaultMessage: 'Upcoming crypto events' },
    lead: { id: 'content.page.events.lead', defaultMessage: 'Listings, network upgrades and macro dates that move the market.' },
  }),
  help: defineMessages({
    title: { id: 'content.page.help.title', defaultMessage: 'Help Center' },
    lead: { id: 'content.page.help.lead', defaultMessage: 'Answers about your account, deposits, withdrawals and trading.' },
  }),
  announcement: defineMessages({
    title: { id: 'content.page.announcement.title', defaultMessage: 'Announcements' },
    lead: { id: 'content.page.announcement.lead', defaultMessage: 'Campaigns and changes to our products.' },
  }),
  marketData: defineMessages({
    title: { id: 'content.page.marketData.title', defaultMessage: 'Crypto market data' },
    lead: { id: 'content.page.marketData.lead', defaultMessage: 'Prices, 24 h ranges and volumes of every spot and futures market.' },
  }),
  pricePrediction: defineMessages({
    title: { id: 'content.page.pricePrediction.title', defaultMessage: 'Crypto price prediction' },
    lead: { id: 'content.page.pricePrediction.lead', defaultMessage: 'Project a coin’s price with your own yearly growth rate.' },
  }),
  howToBuy: defineMessages({
    title: { id: 'content.page.howToBuy.title', defaultMessage: 'How to buy crypto' },
    lead: { id: 'content.page.howToBuy.lead', defaultMessage: 'Step-by-step guides to buying Bitcoin, Ether and Solana.' },
  }),
  etf: defineMessages({
    title: { id: 'content.page.etf.title', defaultMessage: 'Leveraged ETF tokens' },
    lead: { id: 'content.page.etf.lead', defaultMessage: '3× long and short tokens without margin or liquidation.' },
  }),
  alpha: defineMessages({
    title: { id: 'content.page.alpha.title', defaultMessage: 'Alpha' },
    lead: { id: 'content.page.alpha.lead', defaultMessage: 'Early on-chain listings, bought with USDT from your spot account.' },
  }),
  pilot: defineMessages({
    title: { id: 'content.page.pilot.title', defaultMessage: 'Pilot' },
    lead: { id: 'content.page.pilot.lead', defaultMessage: 'The newest tokens, days after they launch on-chain.' },
  }),
};

const listMessages = defineMessages({
  empty: { id: 'content.list.empty', defaultMessage: 'Nothing here yet. Check back soon.' },
  readMinutes: { id: 'content.list.readMinutes', defaultMessage: '{minutes} min read' },
  startsOn: { id: 'content.list.startsOn', defaultMessage: 'Starts {date}' },
  searchLabel: { id: 'content.help.searchLabel', defaultMessage: 'Search the Help Center' },
  searchPlaceholder: { id: 'content.help.searchPlaceholder', defaultMessage: 'Deposit, 2FA, verification…' },
  searchSubmit: { id: 'content.help.searchSubmit', defaultMessage: 'Search' },
  searchResults: { id: 'content.help.searchResults', defaultMessage: '{count, plural, one {# result} other {# results}} for “{q}”' },
  searchNone: { id: 'content.help.searchNone', defaultMessage: 'No articles match “{q}”.' },
  contactSupport: { id: 'content.help.contact', defaultMessage: 'Still need help? Contact support' },
  backToList: { id: 'content.article.back', defaultMessage: 'Back to {list}' },
  related: { id: 'content.article.related', defaultMessage: 'Related' },
  published: { id: 'content.article.published', defaultMessage: 'Published {date}' },
  glossaryIndex: { id: 'content.glossary.index', defaultMessage: 'Jump to letter' },
  joinTradeMatch: { id: 'content.tradeMatch.join', defaultMessage: 'Start trading' },
  tradeMatchFutures: { id: 'content.tradeMatch.futures', defaultMessage: 'Trade futures' },
});

const tableMessages = defineMessages({
  colMarket: { id: 'content.table.market', defaultMessage: 'Market' },
  colPrice: { id: 'content.table.price', defaultMessage: 'Price' },
  colChange: { id: 'content.table.change', defaultMessage: '24h change' },
  colHigh: { id: 'content.table.high', defaultMessage: '24h high' },
  colLow: { id: 'content.table.low', defaultMessage: '24h low' },
  colVolume: { id: 'content.table.volume', defaultMessage: '24h volume' },
  colAction: { id: 'content.table.action', defaultMessage: 'Action' },
  colToken: { id: 'content.table.token', defaultMessage: 'Token' },
  colMarketCap: { id: 'content.table.marketCap', defaultMessage: 'Market cap' },
  colHolders: { id: 'content.table.holders', defaultMessage: 'Holders' },
  colUnderlying: { id: 'content.table.underlying', defaultMessage: 'Underlying' },
  spot: { id: 'content.marketData.spot', defaultMessage: 'Spot' },
  futures: { id: 'content.marketData.futures', defaultMessage: 'Futures' },
  trade: { id: 'content.table.trade', defaultMessage: 'Trade' },
  buy: { id: 'content.table.buy', defaultMessage: 'Buy' },
  unavailable: { id: 'content.table.unavailable', defaultMessage: 'Market data is unavailable right now. Try again in a moment.' },
  long3: { id: 'content.etf.long', defaultMessage: '3× long {coin}' },
  short3: { id: 'content.etf.short', defaultMessage: '3× short {coin}' },
  etfRisk: {
    id: 'content.etf.risk',
    defaultMessage: 'Leveraged tokens rebalance daily: over several days their return can differ from 3× the underlying’s.',
  },
});

const guideMessages = defineMessages({
  predictionCurrent: { id: 'content.prediction.current', defaultMessage: '{coin} price today' },
  predictionGrowth: { id: 'content.prediction.growth', defaultMessage: 'Your yearly growth (%)' },
  predictionYear: { id: 'content.prediction.year', defaultMessage: 'Year' },
  predictionPrice: { id: 'content.prediction.price', defaultMessage: 'Predicted price' },
  predictionChange: { id: 'content.prediction.change', defaultMessage: 'Change from today' },
  predictionDisclaimer: {
    id: 'content.prediction.disclaimer',
    defaultMessage: 'A calculation from your own growth rate, not investment advice or a forecast.',
  },
  predictionCoins: { id: 'content.prediction.coins', defaultMessage: 'Other coins' },
  predictionOf: { id: 'content.prediction.of', defaultMessage: '{coin} price prediction' },
  howToBuyOf: { id: 'content.howToBuy.of', defaultMessage: 'How to buy {coin}' },
  step1: { id: 'content.howToBuy.step1', defaultMessage: 'Create your account' },
  step1Body: { id: 'content.howToBuy.step1Body', defaultMessage: 'Sign up with your e-mail or phone number in a minute.' },
  step2: { id: 'content.howToBuy.step2', defaultMessage: 'Verify your identity' },
  step2Body: { id: 'content.howToBuy.step2Body', defaultMessage: 'Complete KYC level 1 to unlock deposits and purchases.' },
  step3: { id: 'content.howToBuy.step3', defaultMessage: 'Buy {coin} with a card' },
  step3Body: { id: 'content.howToBuy.step3Body', defaultMessage: 'Pay by card or bank transfer and receive {coin} in your spot account.' },
  step4: { id: 'content.howToBuy.step4', defaultMessage: 'Or trade {coin} for USDT' },
  step4Body: { id: 'content.howToBuy.step4Body', defaultMessage: 'Deposit USDT and buy {coin} on the spot market at the best price.' },
  signUp: { id: 'content.howToBuy.signUp', defaultMessage: 'Sign up' },
  verify: { id: 'content.howToBuy.verify', defaultMessage: 'Verify' },
  buyWithCard: { id: 'content.howToBuy.buyWithCard', defaultMessage: 'Buy with card' },
  tradePair: { id: 'content.howToBuy.tradePair', defaultMessage: 'Trade {pair}' },
});

const alphaMessages = defineMessages({
  alphaBuy: { id: 'content.alpha.buy', defaultMessage: 'Buy {token}' },
  alphaAmount: { id: 'content.alpha.amount', defaultMessage: 'Pay (USDT)' },
  alphaAvailable: { id: 'content.alpha.available', defaultMessage: 'Available: {amount} USDT' },
  alphaHolding: { id: 'content.alpha.holding', defaultMessage: 'You hold: {amount} {token}' },
  alphaEstimate: { id: 'content.alpha.estimate', defaultMessage: 'You receive about {amount} {token}' },
  alphaMinimum: { id: 'content.alpha.minimum', defaultMessage: 'The minimum buy is {min} USDT.' },
  alphaBalance: { id: 'content.alpha.balance', defaultMessage: 'Not enough USDT in your spot account.' },
  alphaBought: { id: 'content.alpha.bought', defaultMessage: 'Bought {amount} {token} for {usdt} USDT.' },
  alphaRefused: { id: 'content.alpha.refused', defaultMessage: 'The buy was not completed. Try again in a moment.' },
  alphaNotSent: { id: 'content.alpha.notSent', defaultMessage: 'Your buy was not sent. Check your connection and try again.' },
  alphaUnconfirmed: {
    id: 'content.alpha.unconfirmed',
    defaultMessage: 'We could not confirm your buy. Check your holding below before you try again.',
  },
  alphaLogin: { id: 'content.alpha.login', defaultMessage: 'Log in to buy' },
  alphaRisk: {
    id: 'content.alpha.risk',
    defaultMessage: 'Alpha tokens are new and volatile. Buy only what you can afford to lose.',
  },
  alphaChain: { id: 'content.alpha.chain', defaultMessage: 'Chain' },
  alphaAllTokens: { id: 'content.alpha.all', defaultMessage: 'All Alpha tokens' },
  pilotHow: { id: 'content.pilot.how', defaultMessage: 'How Pilot works' },
  pilotStep1: { id: 'content.pilot.step1', defaultMessage: 'Tokens join Pilot within days of their on-chain launch.' },
  pilotStep2: { id: 'content.pilot.step2', defaultMessage: 'Buy with USDT from your spot account; no wallet or gas needed.' },
  pilotStep3: { id: 'content.pilot.step3', defaultMessage: 'Tokens that grow move to Alpha and then to the spot market.' },
  appUpdateTitle: { id: 'content.appUpdate.title', defaultMessage: 'Update the app to use {feature}' },
  appUpdateBody: {
    id: 'content.appUpdate.body',
    defaultMessage: 'This version of the app does not support {feature}. Update to the latest version, or open it on the web.',
  },
});

/** Every other string of @exchange/content (split in parts: react-intl's typed values stay inferable). */
export const m = widen({ ...listMessages, ...tableMessages, ...guideMessages, ...alphaMessages });
