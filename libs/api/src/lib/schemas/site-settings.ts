import * as z from 'zod/mini';
import { orDefault } from './primitives';

/** A menu entry's mark set by the site's operators (decision 1320). Unknown marks are dropped, never an error. */
export const MENU_BADGES = ['new', 'hot'] as const;
export type MenuBadge = (typeof MENU_BADGES)[number];

const isMenuBadge = (value: unknown): value is MenuBadge => typeof value === 'string' && (MENU_BADGES as readonly string[]).includes(value);

/** `{ [menu entry key]: 'new' | 'hot' }`; anything else in the record is left out. */
const menuBadges = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((record: Record<string, unknown>): Record<string, MenuBadge> => {
    const out: Record<string, MenuBadge> = {};
    for (const [key, value] of Object.entries(record)) if (isMenuBadge(value)) out[key] = value;
    return out;
  }),
);

/**
 * `site/settings` (spec 03 §7 named endpoint; payload not shown, decision 1320): the site's operator settings. The
 * web reads `menu_badges` (entry key → "new" / "hot") for the side navigation; other fields are kept as sent.
 */
export const siteSettingsSchema = z.looseObject({
  menu_badges: orDefault(z.catch(menuBadges, {}), {}),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
