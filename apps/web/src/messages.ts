import { defineMessages } from '@formatjs/intl';

/** Text the app itself shows (shell, pages). Domain texts live in their libraries' messages.ts. */
export const shellMessages = defineMessages({
  navMarkets: { id: 'web.nav.markets', defaultMessage: 'Markets' },
  navTrade: { id: 'web.nav.trade', defaultMessage: 'Trade' },
  navFutures: { id: 'web.nav.futures', defaultMessage: 'Futures' },
  navConvert: { id: 'web.nav.convert', defaultMessage: 'Convert' },
  navEarn: { id: 'web.nav.earn', defaultMessage: 'Earn' },
  navBuyCrypto: { id: 'web.nav.buyCrypto', defaultMessage: 'Buy Crypto' },
  menuNotifications: { id: 'web.userMenu.notifications', defaultMessage: 'Notifications' },
  menuAssets: { id: 'web.userMenu.assets', defaultMessage: 'Deposit' },
  menuVerification: { id: 'web.userMenu.verification', defaultMessage: 'Identity verification' },
  menuSecurity: { id: 'web.userMenu.security', defaultMessage: 'Security' },
  menuTickets: { id: 'web.userMenu.tickets', defaultMessage: 'Support tickets' },
  menuReferral: { id: 'web.userMenu.referral', defaultMessage: 'Referral' },
  menuRewards: { id: 'web.userMenu.rewards', defaultMessage: 'Rewards Hub' },
  menuLogout: { id: 'web.userMenu.logout', defaultMessage: 'Log Out' },
  skipToContent: { id: 'web.shell.skipToContent', defaultMessage: 'Skip to content' },
  authModalClose: { id: 'web.shell.authModalClose', defaultMessage: 'Close' },
  sandboxMailbox: { id: 'web.shell.sandboxMailbox', defaultMessage: 'Mailbox (sandbox e-mails)' },
});

export const footerLinkMessages = defineMessages({
  about: { id: 'web.footer.about', defaultMessage: 'About Us' },
  contacts: { id: 'web.footer.contacts', defaultMessage: 'Contact Us' },
  download: { id: 'web.footer.download', defaultMessage: 'Download' },
  userAgreement: { id: 'web.footer.userAgreement', defaultMessage: 'User Agreement' },
  rateStandards: { id: 'web.footer.rateStandards', defaultMessage: 'Fee Rate Standards' },
  fees: { id: 'web.footer.fees', defaultMessage: 'Fees' },
  declaration: { id: 'web.footer.declaration', defaultMessage: 'Customer Declaration' },
  groupTitle: { id: 'web.footer.groupTitle', defaultMessage: 'Company' },
});

export const notFoundLinkMessages = defineMessages({
  spotTrade: { id: 'web.notFound.spotTrade', defaultMessage: 'Spot Trade' },
  futures: { id: 'web.notFound.futures', defaultMessage: 'Futures' },
  alpha: { id: 'web.notFound.alpha', defaultMessage: 'Alpha' },
  etf: { id: 'web.notFound.etf', defaultMessage: 'ETF' },
  convert: { id: 'web.notFound.convert', defaultMessage: 'Convert' },
  buySellCrypto: { id: 'web.notFound.buySellCrypto', defaultMessage: 'Buy & Sell Crypto' },
  copyTrading: { id: 'web.notFound.copyTrading', defaultMessage: 'Copy Trading' },
  marketsPrice: { id: 'web.notFound.marketsPrice', defaultMessage: 'Markets Price' },
  marketData: { id: 'web.notFound.marketData', defaultMessage: 'Market Data' },
  pricePrediction: { id: 'web.notFound.pricePrediction', defaultMessage: 'Price Prediction' },
  howToBuy: { id: 'web.notFound.howToBuy', defaultMessage: 'How to Buy' },
  converter: { id: 'web.notFound.converter', defaultMessage: 'Converter' },
  news: { id: 'web.notFound.news', defaultMessage: 'News' },
  learn: { id: 'web.notFound.learn', defaultMessage: 'Learn' },
  blog: { id: 'web.notFound.blog', defaultMessage: 'Blog' },
  wiki: { id: 'web.notFound.wiki', defaultMessage: 'Wiki' },
  glossary: { id: 'web.notFound.glossary', defaultMessage: 'Glossary' },
  upcomingEvents: { id: 'web.notFound.upcomingEvents', defaultMessage: 'Upcoming Events' },
  help: { id: 'web.notFound.help', defaultMessage: 'Help Center' },
  trendingBitcoin: { id: 'web.notFound.trending.bitcoin', defaultMessage: 'What moves the price of Bitcoin this week' },
  trendingStablecoins: { id: 'web.notFound.trending.stablecoins', defaultMessage: 'Stablecoins explained: how they hold their peg' },
  trendingSecurity: { id: 'web.notFound.trending.security', defaultMessage: 'Five ways to keep your account secure' },
});

export const pageMessages = defineMessages({
  homeTitle: { id: 'web.home.title', defaultMessage: 'Buy, sell and trade crypto' },
  homeLead: {
    id: 'web.home.lead',
    defaultMessage: 'Trade spot and futures markets with deep liquidity, and keep your assets safe with multi-layer security.',
  },
  homeSignUp: { id: 'web.home.signUp', defaultMessage: 'Sign Up' },
  homeTrade: { id: 'web.home.trade', defaultMessage: 'Trade now' },
  homeStatsTitle: { id: 'web.home.statsTitle', defaultMessage: 'Platform at a glance' },
  statVolume: { id: 'web.home.stat.volume', defaultMessage: '24h trading volume' },
  statCoins: { id: 'web.home.stat.coins', defaultMessage: 'Listed coins' },
  statUsers: { id: 'web.home.stat.users', defaultMessage: 'Registered users' },
  statReserve: { id: 'web.home.stat.reserve', defaultMessage: 'Reserve ratio' },
  loginTitle: { id: 'web.login.title', defaultMessage: 'Log In' },
  loginLead: { id: 'web.login.lead', defaultMessage: 'Welcome back. Log in to trade, deposit and manage your account.' },
  signupTitle: { id: 'web.signup.title', defaultMessage: 'Create your account' },
  signupLead: { id: 'web.signup.lead', defaultMessage: 'Sign up in a minute, then verify your identity to start trading.' },
  email: { id: 'web.auth.email', defaultMessage: 'Email' },
  password: { id: 'web.auth.password', defaultMessage: 'Password' },
  emailInvalid: { id: 'web.auth.emailInvalid', defaultMessage: 'Enter a valid email address.' },
  passwordInvalid: { id: 'web.auth.passwordInvalid', defaultMessage: 'Enter your password (at least 8 characters).' },
  loginSubmit: { id: 'web.login.submit', defaultMessage: 'Log In' },
  signupSubmit: { id: 'web.signup.submit', defaultMessage: 'Sign Up' },
  authFailed: { id: 'web.auth.failed', defaultMessage: 'We could not log you in. Please try again later.' },
  emailCode: { id: 'web.auth.emailCode', defaultMessage: 'Email code' },
  emailCodeInvalid: { id: 'web.auth.emailCodeInvalid', defaultMessage: 'Enter the 6-digit code.' },
  confirmSubmit: { id: 'web.auth.confirmSubmit', defaultMessage: 'Confirm' },
  noAccount: { id: 'web.login.noAccount', defaultMessage: 'No account yet? Sign up' },
  haveAccount: { id: 'web.signup.haveAccount', defaultMessage: 'Already have an account? Log in' },
  tipsTitle: { id: 'web.complianceTips.title', defaultMessage: 'This service is not available in your region' },
  tipsLead: {
    id: 'web.complianceTips.lead',
    defaultMessage: 'Because of local regulations, some features are not available to users in your country or region.',
  },
  notFoundTitle: { id: 'web.notFound.title', defaultMessage: 'Page not found' },
  tradeTitle: { id: 'web.trade.title', defaultMessage: '{pair} spot trading' },
  futuresTitle: { id: 'web.futures.title', defaultMessage: '{contract} perpetual futures' },
  campaignTitle: { id: 'web.appDownloadCampaign.title', defaultMessage: 'App-download rewards' },
  campaignDescription: {
    id: 'web.appDownloadCampaign.description',
    defaultMessage: 'Download the app, complete the new-user tasks and share a {amount} bonus pool.',
  },
});

/** The sandbox toolbar's list of monitoring reports the sandbox's collector received (decision 1823). */
export const monitoringLogMessages = defineMessages({
  title: { id: 'web.monitoringLog.title', defaultMessage: 'Monitoring reports (OTLP)' },
  refresh: { id: 'web.monitoringLog.refresh', defaultMessage: 'Refresh' },
  empty: { id: 'web.monitoringLog.empty', defaultMessage: 'No reports yet.' },
});
