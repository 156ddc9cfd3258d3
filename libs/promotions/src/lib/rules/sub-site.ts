/**
 * Sub-site (region) ids from spec 03 §3 "Region ids", the ones the promotion rules branch on.
 * Rules take the numeric id (`sub_site_id`), never a display name (decision 0500).
 */
export const SUB_SITE = {
  main: 0,
  turkey: 177,
  uk: 182,
  us: 232,
  testnet: 666,
} as const;
