import * as z from 'zod/mini';
import { amount, anyObject, count, flag, list, text } from './primitives';
import { DEFAULT_COIN_ICON_WHITELIST, DEFAULT_CURRENCY_COUNT, DEFAULT_FIAT } from './site-defaults';

const langItem = z.union([
  z.pipe(
    z.string(),
    z.transform((lang: string) => ({ lang, name: lang })),
  ),
  z.looseObject({ lang: z.string(), name: text }),
]);

/** A fiat code; missing, null or empty is the default fiat. */
const fiatOrDefault = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value || DEFAULT_FIAT),
);

/** Spec 01 §3 "Header common data" and spec 03 §3 "Common-data response". */
export const headerCommonDataSchema = z.looseObject({
  lang_list: list(langItem),
  fiat_list: list(z.looseObject({ symbol: z.string(), name: text, rate: amount })),
  curr_fiat: fiatOrDefault,
  currency_count: z.pipe(
    count,
    z.transform((value: number) => value || DEFAULT_CURRENCY_COUNT),
  ),
  curr_fiat_market_rates: amount,
  defaultBuyCryptoFiat: fiatOrDefault,
  defaultP2PFiat: fiatOrDefault,
  is_service_host: flag,
  sub_site_id: count,
});
export type HeaderCommonData = z.output<typeof headerCommonDataSchema>;

/** Spec 01 §3 "Common config: coinIconVersionWhiteList". */
export const commonConfigSchema = z.looseObject({ coinIconVersionWhiteList: z.array(z.string()) });
export type CommonConfig = z.output<typeof commonConfigSchema>;

/** Spec 01 §3 "Download links config": per page, h5 and web entries of c, china_apk, overseas_apk. */
export const downloadLinkEntrySchema = z.looseObject({ c: text, china_apk: text, overseas_apk: text });
export const downloadLinksSchema = z.record(
  z.string(),
  z.looseObject({ h5: z.optional(downloadLinkEntrySchema), web: z.optional(downloadLinkEntrySchema) }),
);
export type DownloadLinks = z.output<typeof downloadLinksSchema>;

const parseJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Spec 03 §7 "User-config endpoint: data may be a JSON string or an object". */
export const userConfigSchema = z.pipe(z.transform(parseJsonText), z.nullable(anyObject));
export type UserConfig = z.output<typeof userConfigSchema>;

/** Spec 03 §3 "Home statistics"; every value is kept as text. */
export const homeStatsSchema = z.looseObject({
  trading_volume: amount,
  curr_count: amount,
  user_register_count: amount,
  simple_earn_apr_usdt: amount,
  max_profit_rate: amount,
  lend_earn_max_rate: amount,
  total_reserve_rate: amount,
});
export type HomeStats = z.output<typeof homeStatsSchema>;

export { DEFAULT_COIN_ICON_WHITELIST, DEFAULT_CURRENCY_COUNT, DEFAULT_FIAT };
