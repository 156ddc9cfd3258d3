import * as z from 'zod/mini';
import { ogShowSchema } from '../schemas/og-show';
import { dataOf, envelope } from '../schemas/primitives';
import {
  DEFAULT_COIN_ICON_WHITELIST,
  DEFAULT_CURRENCY_COUNT,
  DEFAULT_FIAT,
  commonConfigSchema,
  downloadLinksSchema,
  headerCommonDataSchema,
  homeStatsSchema,
  type HeaderCommonData,
} from '../schemas/site';
import { siteSettingsSchema } from '../schemas/site-settings';
import { defineEndpoint } from './define-endpoint';

/** Spec 03 §8 "default site data". */
export const DEFAULT_HEADER_COMMON_DATA: HeaderCommonData = {
  lang_list: [],
  fiat_list: [{ symbol: DEFAULT_FIAT, name: DEFAULT_FIAT, rate: '1' }],
  curr_fiat: DEFAULT_FIAT,
  currency_count: DEFAULT_CURRENCY_COUNT,
  curr_fiat_market_rates: '1',
  defaultBuyCryptoFiat: DEFAULT_FIAT,
  defaultP2PFiat: DEFAULT_FIAT,
  is_service_host: false,
  sub_site_id: 0,
};

/** Static JSON has no code: any body that matches the schema is a success. */
const always = (): boolean => true;

export const headerCommonData = defineEndpoint({
  name: 'headerCommonData',
  method: 'GET',
  path: '/api/web/v1/site/common-data',
  source: 'spec 01 §7 Header common data; spec 03 §7 Common site data (fallback defaults)',
  response: envelope(headerCommonDataSchema),
  select: dataOf,
  fallback: DEFAULT_HEADER_COMMON_DATA,
});

export const commonConfig = defineEndpoint({
  name: 'commonConfig',
  method: 'GET',
  path: '/static/json/common-config.json',
  source: 'spec 01 §7 Common config (GET JSON), §8 (built-in coin icon whitelist)',
  response: commonConfigSchema,
  success: always,
  select: (body) => body,
  fallback: { coinIconVersionWhiteList: [...DEFAULT_COIN_ICON_WHITELIST] },
});

export const downloadLinks = defineEndpoint({
  name: 'downloadLinks',
  method: 'GET',
  path: '/static/json/download-links.json',
  source: 'spec 01 §7 Page download links (GET JSON); spec 03 §7 static fetches',
  response: downloadLinksSchema,
  success: always,
  select: (body) => body,
  fallback: {},
});

export const siteSettings = defineEndpoint({
  name: 'siteSettings',
  method: 'GET',
  path: '/api/web/v1/site/settings',
  source: 'spec 03 §7 site/settings (payload not shown: decision 1320), §8 (defaults)',
  response: envelope(siteSettingsSchema),
  select: dataOf,
  fallback: { menu_badges: {} },
});

export const homeStats = defineEndpoint({
  name: 'homeStats',
  method: 'GET',
  path: '/api/web/v1/site/homeStaticTradeData',
  source: 'spec 03 §7 homeStaticTradeData, §8 (zero stats)',
  response: envelope(homeStatsSchema),
  select: dataOf,
  fallback: {
    trading_volume: '0',
    curr_count: '0',
    user_register_count: '0',
    simple_earn_apr_usdt: '0',
    max_profit_rate: '0',
    lend_earn_max_rate: '0',
    total_reserve_rate: '0',
  },
});

export const ogShow = defineEndpoint({
  name: 'ogShow',
  method: 'GET',
  path: '/api/web/v1/marketing-activity/og_show',
  source: 'spec 03 §7 og_show (server side; response not shown: decision 1320), §8 (static OG data on failure)',
  input: z.object({ url: z.string().check(z.minLength(1)) }),
  response: envelope(ogShowSchema),
  select: dataOf,
  fallback: null,
});

/** 40 characters, the first 8 hex digits the issue time in seconds (spec 03 §5; decision 0530). */
const fingerprintValue = z.string().check(z.regex(/^[0-9a-fA-F]{8}[\s\S]{32}$/));

export const deviceId = defineEndpoint({
  name: 'deviceId',
  method: 'POST',
  path: '/api/web/v1/device-id',
  source: 'spec 03 §4 device fingerprint, §7 device-id endpoint on the same origin (path and shapes: decision 0530)',
  input: z.object({ token: z.string().check(z.minLength(1)) }),
  response: envelope(z.looseObject({ finger_print: fingerprintValue })),
  select: (body): string | null => body.data.finger_print,
  fallback: null,
});
