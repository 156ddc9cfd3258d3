import * as z from 'zod/mini';
import { trendingStoriesSchema, type TrendingStoryItem } from '../schemas/content';
import { envelope } from '../schemas/primitives';
import { defineEndpoint } from './define-endpoint';

/**
 * The 404 page's trending stories per site and locale (spec 01 §2 names the stories; the call, its path and shape
 * are ours, decision 1402). The fallback is an empty list: the page then shows its fixed list.
 */
export const trendingStories = defineEndpoint({
  name: 'trendingStories',
  method: 'GET',
  path: '/api/web/v1/content/trending_stories',
  source: 'spec 01 §2 404 trending stories (call ours, decision 1402)',
  input: z.object({ site: z.string().check(z.minLength(1)), lang: z.string().check(z.minLength(1)) }),
  response: envelope(trendingStoriesSchema),
  select: (body): TrendingStoryItem[] => body.data.list,
  fallback: [],
});
