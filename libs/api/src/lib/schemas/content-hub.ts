import * as z from 'zod/mini';
import { amount, count, list, num, text } from './primitives';

/**
 * The content hub's article kinds (issue 25 item 5, decision 1902): the 404 list's news, learn, blog, wiki, glossary,
 * upcoming events and help, plus announcements (`/announcements/trade-match`).
 */
export const ARTICLE_KINDS = ['news', 'blog', 'learn', 'wiki', 'glossary', 'events', 'help', 'announcement'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** One article in a list: what a card or row shows. `starts_at` is the event's start (events only, else 0). */
export const articleSummarySchema = z.looseObject({
  slug: text,
  kind: text,
  title: text,
  summary: text,
  tag: text,
  published_at: num,
  starts_at: count,
  read_minutes: count,
});
export type ArticleSummary = z.output<typeof articleSummarySchema>;

export const articleListSchema = z.looseObject({ list: list(articleSummarySchema) });

/** One article with its body paragraphs and related slugs of the same kind. */
export const articleSchema = z.looseObject({
  ...articleSummarySchema.shape,
  body: list(text),
  related: list(articleSummarySchema),
});
export type Article = z.output<typeof articleSchema>;

/** One alpha token (issue 25 item 4): an early on-chain listing traded against USDT. */
export const alphaTokenSchema = z.looseObject({
  token: text,
  name: text,
  chain: text,
  price: amount,
  change_24h: num,
  volume_24h: amount,
  market_cap: amount,
  holders: count,
  min_usdt: amount,
  listed_at: num,
});
export type AlphaToken = z.output<typeof alphaTokenSchema>;

export const alphaTokensSchema = z.looseObject({ list: list(alphaTokenSchema) });

/** A filled alpha buy: USDT spent, tokens received at the price. */
export const alphaOrderSchema = z.looseObject({
  order_id: text,
  token: text,
  amount: amount,
  price: amount,
  usdt_amount: amount,
  created_at: num,
});
export type AlphaOrder = z.output<typeof alphaOrderSchema>;
