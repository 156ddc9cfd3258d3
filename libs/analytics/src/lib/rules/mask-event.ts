import { scrubEvent } from '@exchange/monitoring';

export type AnalyticsProps = Record<string, string | number | boolean | null>;

/** Events are named in snake_case (`download_banner_view`), at most 64 characters. */
const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/;

export const isEventName = (name: unknown): name is string => typeof name === 'string' && EVENT_NAME.test(name);

/**
 * The properties as they may leave the page: spec 03 §9's monitoring masks (phone, e-mail, ID and bank cards,
 * IPv4, secret-like fields, wallet addresses, order ids, tx hashes) through monitoring's `scrubEvent`, then
 * flattened: nested values become their JSON text, undefined and functions are dropped.
 */
export function maskProps(props: unknown): AnalyticsProps {
  const scrubbed = scrubEvent(props ?? {});
  if (scrubbed === null || typeof scrubbed !== 'object' || Array.isArray(scrubbed)) return {};
  const out: AnalyticsProps = {};
  for (const [key, value] of Object.entries(scrubbed)) {
    out[key] = value === null || typeof value !== 'object' ? value : JSON.stringify(value);
  }
  return out;
}
