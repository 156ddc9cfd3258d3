import * as z from 'zod/mini';
import { text } from './primitives';

/**
 * `og_show` (spec 03 §7, server side, asks `url`; response not shown, decision 1320): a page's Open Graph overrides
 * for a campaign: title, description and image (absolute https URL or a root-relative path). Empty text means
 * "keep the page's own"; `null` data means no override for that page.
 */
export const ogShowSchema = z.nullable(
  z.looseObject({
    title: text,
    description: text,
    image: text,
  }),
);
export type OgShow = z.output<typeof ogShowSchema>;
