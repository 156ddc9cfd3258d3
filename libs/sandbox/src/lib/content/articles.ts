import type { ArticleKind } from '@exchange/api';

/** One sandbox article: English body, title in English and Arabic (other locales read the English, decision 1902). */
export interface SandboxArticle {
  kind: ArticleKind;
  slug: string;
  title: Readonly<Record<string, string>> & { en: string };
  summary: string;
  tag: string;
  /** Days before the sandbox's reference date (2026-11-20) the article was published. */
  ageDays: number;
  /** Events: days after the reference date the event starts. */
  startsInDays?: number;
  body: readonly string[];
}

/** The sandbox's reference date for content: fixed, so lists and tests read the same dates every run. */
export const CONTENT_REFERENCE_DATE = Date.UTC(2026, 10, 20, 9, 0, 0);
const DAY = 86_400_000;

const a = (
  kind: ArticleKind,
  slug: string,
  en: string,
  ar: string,
  summary: string,
  tag: string,
  ageDays: number,
  body: readonly string[],
  startsInDays?: number,
): SandboxArticle => ({
  kind,
  slug,
  title: { en, ar },
  summary,
  tag,
  ageDays,
  body,
  ...(startsInDays === undefined ? {} : { startsInDays }),
});

/** The content hub's articles (issue 25 item 5): a handful per kind, enough for a real list and its detail pages. */
export const SANDBOX_ARTICLES: readonly SandboxArticle[] = [
  a(
    'news',
    'ether-fees-yearly-low',
    'Ether climbs as network fees fall to a yearly low',
    'الإيثر يرتفع مع انخفاض رسوم الشبكة إلى أدنى مستوى سنوي',
    'Average gas prices dropped below 3 gwei as layer-2 activity kept growing.',
    'Markets',
    0,
    [
      'Ether gained 4% over the last 24 hours while average gas prices on the main network fell below 3 gwei, the lowest level this year.',
      'Analysts attribute the drop to activity moving to layer-2 networks, whose combined daily transactions passed 20 million for the first time.',
      'Lower fees make small transfers and on-chain swaps cheaper for retail users; watch the ETH/USDT pair on the spot market for the reaction.',
    ],
  ),
  a(
    'news',
    'bitcoin-futures-open-interest',
    'Bitcoin futures open interest reaches a new high',
    'العقود الآجلة للبيتكوين تسجل رقمًا قياسيًا جديدًا',
    'Perpetual contracts now hold more than 40 billion dollars of open positions.',
    'Futures',
    1,
    [
      'Open interest on Bitcoin perpetual futures reached a record across major venues this week.',
      'Funding rates stayed moderately positive, a sign that long positions dominate without extreme leverage.',
      'Traders should keep an eye on liquidation levels: a fast move can close crowded positions in a cascade.',
    ],
  ),
  a(
    'news',
    'stablecoin-supply-fourth-month',
    'Stablecoin supply grows for the fourth straight month',
    'نمو معروض العملات المستقرة للشهر الرابع على التوالي',
    'USDT and USDC together added 6 billion dollars of supply in November.',
    'Markets',
    3,
    [
      'The combined supply of the two largest stablecoins grew for the fourth month in a row.',
      'Rising stablecoin supply is often read as fresh capital waiting to enter the crypto markets.',
    ],
  ),
  a(
    'news',
    'solana-validator-upgrade',
    'Solana validators adopt the new client release',
    'مدققو سولانا يعتمدون الإصدار الجديد',
    'Two thirds of stake now runs the release that cuts block times.',
    'Technology',
    6,
    [
      'A majority of Solana validators upgraded to the latest client within a week of its release.',
      'The release shortens block propagation and lowers the rate of skipped slots.',
    ],
  ),
  a(
    'blog',
    'passkeys-protect-accounts',
    'Passkeys now protect more accounts than ever',
    'مفاتيح المرور تحمي عددًا أكبر من الحسابات',
    'Why we recommend a passkey over SMS codes, and how to add one in a minute.',
    'Security',
    2,
    [
      'A passkey is a key pair stored on your device: the private half never leaves it, so it cannot be phished.',
      'Add one under Account › Security › Passkeys. You can keep your authenticator app as a second factor.',
      'If you lose your device, sign in with your password and authenticator code, then remove the old passkey.',
    ],
  ),
  a(
    'blog',
    'how-we-keep-reserves',
    'How we keep customer assets one to one',
    'كيف نحتفظ بأصول العملاء بنسبة واحد إلى واحد',
    'Our monthly proof of reserves, explained step by step.',
    'Company',
    9,
    [
      'Every month we publish a Merkle tree of customer balances and the addresses that hold the matching assets.',
      'You can check that your own balance is included with the verification tool under Account › Proof of reserves.',
    ],
  ),
  a(
    'blog',
    'halving-and-fees',
    'What the latest Bitcoin halving means for fees',
    'ماذا يعني تنصيف البيتكوين الأخير للرسوم',
    'Miners earn less per block; transaction fees matter more.',
    'Markets',
    14,
    [
      'After a halving the block subsidy drops by half, and fees become a larger share of miners’ income.',
      'For users this can mean higher fees at busy times: batch withdrawals when the mempool is quiet.',
    ],
  ),
  a(
    'learn',
    'what-is-bitcoin',
    'What is Bitcoin?',
    'ما هو البيتكوين؟',
    'The first cryptocurrency, how it works and why its supply is limited.',
    'Beginner',
    30,
    [
      'Bitcoin is a digital currency that runs on a public ledger, the blockchain, kept by thousands of computers.',
      'New coins are created as a reward for adding blocks, and their supply will never exceed 21 million.',
      'You can buy Bitcoin with a card, by bank transfer or from other users, and trade it against USDT on the spot market.',
    ],
  ),
  a(
    'learn',
    'spot-vs-futures',
    'Spot trading versus futures',
    'التداول الفوري مقابل العقود الآجلة',
    'Owning a coin or trading a contract on its price: what changes.',
    'Beginner',
    25,
    [
      'On the spot market you buy the coin itself and hold it in your account.',
      'A futures contract follows the coin’s price; with leverage, gains and losses are multiplied and a position can be liquidated.',
    ],
  ),
  a(
    'learn',
    'what-is-a-stablecoin',
    'What is a stablecoin?',
    'ما هي العملة المستقرة؟',
    'Coins that track the dollar, and how they keep their peg.',
    'Beginner',
    20,
    [
      'A stablecoin is a token designed to keep a steady value, usually one US dollar.',
      'Most are backed by cash and short-term government bonds held by the issuer.',
    ],
  ),
  a(
    'learn',
    'reading-an-order-book',
    'How to read an order book',
    'كيف تقرأ دفتر الأوامر',
    'Bids, asks, the spread and depth in five minutes.',
    'Intermediate',
    12,
    [
      'The order book lists the prices buyers bid and sellers ask, with the amount at each price.',
      'The gap between the best bid and the best ask is the spread; a thin book moves fast on large orders.',
    ],
  ),
  a(
    'wiki',
    'bitcoin',
    'Bitcoin (BTC)',
    'بيتكوين (BTC)',
    'Proof-of-work blockchain launched in 2009; maximum supply 21 million.',
    'BTC',
    40,
    [
      'Launched: January 2009. Consensus: proof of work. Maximum supply: 21,000,000 BTC.',
      'Block time is about ten minutes; the block reward halves roughly every four years.',
    ],
  ),
  a('wiki', 'ethereum', 'Ethereum (ETH)', 'إيثريوم (ETH)', 'Smart-contract platform; proof of stake since 2022.', 'ETH', 40, [
    'Launched: July 2015. Consensus: proof of stake since September 2022.',
    'Ether pays for computation (gas) and secures the network through staking.',
  ]),
  a('wiki', 'solana', 'Solana (SOL)', 'سولانا (SOL)', 'High-throughput chain with proof of history and proof of stake.', 'SOL', 40, [
    'Launched: March 2020. Consensus: proof of stake with a proof-of-history clock.',
    'Blocks are produced about every 400 ms; fees are a fraction of a cent.',
  ]),
  a('wiki', 'tether', 'Tether (USDT)', 'تيثر (USDT)', 'The largest dollar stablecoin, issued on many chains.', 'USDT', 40, [
    'Launched: 2014. Issued on Ethereum, Tron, Solana and other networks.',
    'USDT is the quote currency of most pairs on this exchange.',
  ]),
  a('glossary', 'airdrop', 'Airdrop', 'الإنزال الجوي', 'Free tokens sent to wallets, often to reward early users.', 'A', 50, [
    'An airdrop distributes tokens to many addresses at once, usually to reward users of a project or to spread ownership.',
  ]),
  a('glossary', 'ask', 'Ask', 'سعر الطلب', 'The lowest price a seller accepts in the order book.', 'A', 50, [
    'The ask is the best price offered by sellers; a market buy fills at the ask.',
  ]),
  a('glossary', 'bid', 'Bid', 'سعر العرض', 'The highest price a buyer offers in the order book.', 'B', 50, [
    'The bid is the best price offered by buyers; a market sell fills at the bid.',
  ]),
  a('glossary', 'blockchain', 'Blockchain', 'سلسلة الكتل', 'A shared ledger made of linked blocks of transactions.', 'B', 50, [
    'Each block records transactions and the hash of the previous block, so history cannot be changed unnoticed.',
  ]),
  a('glossary', 'cold-wallet', 'Cold wallet', 'المحفظة الباردة', 'Keys kept offline, away from the internet.', 'C', 50, [
    'A cold wallet stores private keys on a device that never connects to the internet.',
  ]),
  a('glossary', 'defi', 'DeFi', 'التمويل اللامركزي', 'Financial services run by smart contracts instead of banks.', 'D', 50, [
    'Decentralised finance covers lending, trading and savings run by code on a blockchain.',
  ]),
  a('glossary', 'funding-rate', 'Funding rate', 'معدل التمويل', 'Periodic payment between long and short perpetual traders.', 'F', 50, [
    'The funding rate keeps a perpetual contract near the spot price: longs pay shorts when it is positive.',
  ]),
  a('glossary', 'gas', 'Gas', 'الغاز', 'The fee paid for computation on Ethereum.', 'G', 50, [
    'Gas measures the work a transaction needs; its price rises when the network is busy.',
  ]),
  a('glossary', 'leverage', 'Leverage', 'الرافعة المالية', 'Trading with more than your margin.', 'L', 50, [
    'Leverage multiplies exposure: 10× leverage turns a 1% price move into a 10% gain or loss on margin.',
  ]),
  a('glossary', 'liquidation', 'Liquidation', 'التصفية', 'A position closed because its margin ran out.', 'L', 50, [
    'When losses use up the margin, the exchange closes the position at the liquidation price.',
  ]),
  a('glossary', 'stablecoin', 'Stablecoin', 'العملة المستقرة', 'A token pegged to a currency such as the dollar.', 'S', 50, [
    'Stablecoins track a reference asset, usually the US dollar, through reserves or algorithms.',
  ]),
  a('glossary', 'whale', 'Whale', 'الحوت', 'An address or trader holding a very large amount.', 'W', 50, [
    'Whales can move prices with a single large order.',
  ]),
  a(
    'events',
    'pepe-alpha-listing',
    'PEPE trading opens on Alpha',
    'بدء تداول PEPE على Alpha',
    'Buy PEPE with USDT from your spot balance on the Alpha board.',
    'Listing',
    1,
    ['PEPE joins the Alpha board. Buy it with USDT from your spot account; the minimum is 5 USDT.'],
    1,
  ),
  a(
    'events',
    'ethereum-upgrade-vote',
    'Ethereum core developers call on the next upgrade',
    'مطورو إيثريوم يناقشون الترقية القادمة',
    'The all-core-devs call sets a date for the next network upgrade.',
    'Network',
    2,
    ['Core developers meet to agree on the testnet schedule of the next upgrade.'],
    4,
  ),
  a(
    'events',
    'fomc-rate-decision',
    'US interest-rate decision',
    'قرار الفائدة الأمريكي',
    'Markets often move around the Federal Reserve’s announcement.',
    'Macro',
    3,
    ['The Federal Open Market Committee announces its rate decision; volatility usually rises around it.'],
    9,
  ),
  a(
    'events',
    'trade-match-season',
    'Trade Match season two kicks off',
    'انطلاق الموسم الثاني من Trade Match',
    'Team trading competition with a 100,000 USDT prize pool.',
    'Campaign',
    4,
    ['Join a team and trade spot or futures: the team with the highest volume shares the prize pool.'],
    14,
  ),
  a(
    'help',
    'verify-identity',
    'How do I verify my identity?',
    'كيف أتحقق من هويتي؟',
    'Steps and documents for KYC levels 1 and 2.',
    'Account',
    10,
    [
      'Open Account › Verification and choose your country. Level 1 needs your name and date of birth; level 2 a photo ID and a selfie.',
      'Reviews usually finish within minutes; you get an e-mail when it is done.',
    ],
  ),
  a(
    'help',
    'deposit-not-arrived',
    'My deposit has not arrived',
    'لم يصل إيداعي',
    'Check confirmations, the network and the memo.',
    'Deposits',
    8,
    [
      'A deposit is credited after the network confirmations shown on the deposit page.',
      'Make sure you sent on the network you chose and included the memo or tag if the coin needs one.',
    ],
  ),
  a(
    'help',
    'withdrawal-limits',
    'Withdrawal limits and fees',
    'حدود الرسوم والسحب',
    'Daily limits by KYC level and network fees per coin.',
    'Withdrawals',
    7,
    ['Your daily withdrawal limit depends on your verification level; the fee depends on the coin and network.'],
  ),
  a(
    'help',
    'reset-two-factor',
    'Reset two-factor authentication',
    'إعادة تعيين المصادقة الثنائية',
    'What to do if you lost your authenticator.',
    'Security',
    5,
    ['Sign in with your password, open Security and choose Reset authenticator. We review the request within 24 hours.'],
  ),
  a(
    'help',
    'alpha-buy',
    'How do I buy a token on Alpha?',
    'كيف أشتري رمزًا على Alpha؟',
    'Buy early listings with USDT from your spot balance.',
    'Alpha',
    1,
    [
      'Open Alpha, pick a token and enter the USDT amount. The buy fills at once at the shown price.',
      'The tokens appear in your spot balance. Alpha tokens are volatile: buy only what you can afford to lose.',
    ],
  ),
  a(
    'announcement',
    'trade-match',
    'Trade Match: team up and share 100,000 USDT',
    'Trade Match: انضم إلى فريق وتقاسم 100,000 USDT',
    'Join a team, trade spot and futures, and climb the leaderboard.',
    'Campaign',
    4,
    [
      'Trade Match season two runs for 14 days. Join a team or create one; every spot and futures trade adds to your team’s volume.',
      'The top ten teams share a 100,000 USDT prize pool in proportion to their volume; each member’s share follows their own volume.',
      'Eligibility: verified accounts (KYC level 1) in regions where futures are available. Wash trading disqualifies the whole team.',
    ],
  ),
];

const titleIn = (article: SandboxArticle, lang: string): string =>
  article.title[lang] ?? article.title[lang.split('-')[0] ?? ''] ?? article.title.en;

/** A list row in the locale: `published_at` and `starts_at` in epoch ms from the reference date. */
export function articleSummary(article: SandboxArticle, lang: string) {
  return {
    slug: article.slug,
    kind: article.kind,
    title: titleIn(article, lang),
    summary: article.summary,
    tag: article.tag,
    published_at: CONTENT_REFERENCE_DATE - article.ageDays * DAY,
    starts_at: article.startsInDays === undefined ? 0 : CONTENT_REFERENCE_DATE + article.startsInDays * DAY,
    read_minutes: Math.max(1, Math.round(article.body.join(' ').split(/\s+/).length / 200)),
  };
}

/** The articles of a kind, newest first (events: soonest first; glossary: A–Z), filtered by `q` in title or summary. */
export function articlesOf(kind: string, lang: string, q = '') {
  const needle = q.trim().toLowerCase();
  const rows = SANDBOX_ARTICLES.filter((x) => x.kind === kind)
    .map((x) => articleSummary(x, lang))
    .filter((x) => needle === '' || x.title.toLowerCase().includes(needle) || x.summary.toLowerCase().includes(needle));
  if (kind === 'glossary') return rows.sort((x, y) => x.title.localeCompare(y.title, 'en'));
  if (kind === 'events') return rows.sort((x, y) => x.starts_at - y.starts_at);
  return rows.sort((x, y) => y.published_at - x.published_at);
}

/** One article with its body and up to three related articles of its kind; null when unknown. */
export function articleOf(kind: string, slug: string, lang: string) {
  const found = SANDBOX_ARTICLES.find((x) => x.kind === kind && x.slug === slug);
  if (!found) return null;
  const related = articlesOf(kind, lang)
    .filter((x) => x.slug !== slug)
    .slice(0, 3);
  return { ...articleSummary(found, lang), body: [...found.body], related };
}
