import * as z from 'zod/mini';
import {
  ARTICLE_KINDS,
  alphaOrderSchema,
  alphaTokensSchema,
  articleListSchema,
  articleSchema,
  type AlphaOrder,
  type AlphaToken,
  type Article,
  type ArticleSummary,
} from '../schemas/content-hub';
import { envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

/** A slug in a content path (`/news/{slug}`): lower-case words joined by hyphens. */
const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Expected a slug'));
const lang = z.string().check(z.regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i, 'Expected a locale'));
const token = z.string().check(z.regex(/^[A-Z0-9]{2,12}$/, 'Expected a token symbol'));

/**
 * The content hub's lists (issue 25 item 5, decision 1902): news, blog, learn, wiki, glossary, upcoming events, help
 * and announcements, newest first; `q` filters by title and summary (the help centre's search). The call, its path
 * and shape are ours (the specs name the pages, not their calls). Fallback: an empty list (the page says so).
 */
export const contentArticles = defineEndpoint({
  name: 'contentArticles',
  method: 'GET',
  path: '/api/web/v1/content/articles',
  source: 'issue 25 item 5, spec 01 §2 404 helpful links (call ours, decision 1902)',
  input: z.object({
    kind: z.enum(ARTICLE_KINDS),
    lang,
    q: z.optional(z.string().check(z.maxLength(60))),
  }),
  response: envelope(articleListSchema),
  select: (body): ArticleSummary[] => body.data.list,
  fallback: [],
});

/** One article of the content hub with its body and related articles; null when there is none (the page is a 404). */
export const contentArticle = defineEndpoint({
  name: 'contentArticle',
  method: 'GET',
  path: '/api/web/v1/content/article',
  source: 'issue 25 item 5: the detail page a content list links to (call ours, decision 1902)',
  input: z.object({ kind: z.enum(ARTICLE_KINDS), slug, lang }),
  response: envelope(z.nullable(articleSchema)),
  select: (body): Article | null => body.data,
  fallback: null,
});

/**
 * The alpha tokens (03 §2 `/alpha`, `/alpha/{token}`; issue 25 item 4): early listings with price, 24 h change and
 * volume, the minimum buy in USDT. Fallback: none (the page says the list is unavailable).
 */
export const alphaTokens = defineEndpoint({
  name: 'alphaTokens',
  method: 'GET',
  path: '/api/web/v1/alpha/tokens',
  source: 'spec 03 §2 /alpha, /alpha/{token} (call ours, decision 1903)',
  input: z.prefault(z.object({}), {}),
  response: envelope(alphaTokensSchema),
  select: (body): AlphaToken[] => body.data.list,
  fallback: [],
});

/**
 * Buy an alpha token with USDT from the spot balance (decision 1903): filled at once at the token's price; the
 * server refuses an unknown token, an amount below the minimum or above the balance, a restricted region or KYC 0.
 */
export const alphaOrder = defineEndpoint({
  name: 'alphaOrder',
  method: 'POST',
  path: '/api/web/v1/alpha/orders',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: the alpha buy action (call ours, decision 1903)',
  input: z.object({ token, usdt_amount: decimalInput }),
  response: envelope(z.nullable(alphaOrderSchema)),
  select: (body): AlphaOrder | null => body.data,
  fallback: null,
});
