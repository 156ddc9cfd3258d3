import * as z from 'zod/mini';
import { list, text } from './primitives';

/** One trending story of the 404 page (issue 12 item 8; the spec names the stories, not their call: decision 1402). */
export const trendingStorySchema = z.looseObject({ title: text, url: text, meta: text });
export type TrendingStoryItem = z.output<typeof trendingStorySchema>;

export const trendingStoriesSchema = z.looseObject({ list: list(trendingStorySchema) });
