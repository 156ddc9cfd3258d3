import 'server-only';
/**
 * Experiment values the page starts from (decisions 0800, 1311). Spec 03 §4 only says the new-user popup waits for
 * "an experiment variable" returning 1 (variant A) or 2 (variant B); the experiment platform is not part of this
 * codebase, so the variable comes from configuration:
 * - `NEW_USER_POPUP_EXPERIMENT` (environment): weights per value, e.g. `1:50,2:50` (default) or `1:80,2:10,0:10`;
 * - a visitor without a value is assigned one by those weights, and keeps it: the client layer writes it to the
 *   `exp_new_user_popup` cookie (180 days), which every later request reads (sticky per visitor);
 * - a reviewer overrides it with the query `?exp_new_user_popup=1|2|0` (kept in the cookie the same way) or by
 *   setting the cookie; tests pin `0` (off).
 */
export const NEW_USER_POPUP_EXPERIMENT_COOKIE = 'exp_new_user_popup';
export const NEW_USER_POPUP_EXPERIMENT_QUERY = 'exp_new_user_popup';
export const NEW_USER_POPUP_EXPERIMENT_ENV = 'NEW_USER_POPUP_EXPERIMENT';
export const EXPERIMENT_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

export type NewUserPopupValue = 0 | 1 | 2;

/** What the sandbox toolbar needs to let a reviewer pin an experiment (structurally `SandboxExperimentOption` of @exchange/ui). */
export interface ExperimentOverride {
  id: string;
  cookie: string;
  query: string;
  maxAgeSeconds: number;
  current: string;
  values: string[];
}
export type ExperimentWeights = Readonly<Record<NewUserPopupValue, number>>;

/** Variant A and B half and half; off only when configured. */
export const NEW_USER_POPUP_DEFAULT_WEIGHTS: ExperimentWeights = { 0: 0, 1: 50, 2: 50 };

export interface Experiments {
  /** 1 variant A, 2 variant B, 0 hidden (decideNewUserPopup treats anything but 1 and 2 as hidden). */
  newUserPopup: NewUserPopupValue;
  /** Where the value came from: a reviewer's query, the visitor's cookie, or assigned now by the weights. */
  newUserPopupSource: 'query' | 'cookie' | 'assigned';
  /** Set when the value must be kept in the cookie (query or assigned): the client layer writes it. */
  persist: { cookie: string; maxAgeSeconds: number } | null;
}

export interface ExperimentOptions {
  /** The request's query string (with or without the leading `?`). */
  search?: string;
  /** `NEW_USER_POPUP_EXPERIMENT`; malformed or all-zero weights fall back to the default. */
  weights?: string;
  /** A number in [0, 1) for the assignment (Math.random by default; tests pass one in). */
  random?: number;
}

function value(raw: string | null | undefined): NewUserPopupValue | null {
  const text = (raw ?? '').trim();
  return text === '0' ? 0 : text === '1' ? 1 : text === '2' ? 2 : null;
}

/** `1:50,2:50` → weights; anything malformed (unknown value, negative or non-numeric weight, all zero) → the default. */
export function parseExperimentWeights(raw: string | null | undefined): ExperimentWeights {
  if (typeof raw !== 'string' || raw.trim() === '') return NEW_USER_POPUP_DEFAULT_WEIGHTS;
  const weights: Record<NewUserPopupValue, number> = { 0: 0, 1: 0, 2: 0 };
  for (const part of raw.split(',')) {
    const match = /^\s*([012])\s*:\s*(\d{1,6})\s*$/.exec(part);
    if (!match) return NEW_USER_POPUP_DEFAULT_WEIGHTS;
    weights[Number(match[1]) as NewUserPopupValue] = Number(match[2]);
  }
  return weights[0] + weights[1] + weights[2] > 0 ? weights : NEW_USER_POPUP_DEFAULT_WEIGHTS;
}

/** The value whose share of the weights `random` falls in (A, then B, then off). */
export function pickWeighted(weights: ExperimentWeights, random: number): NewUserPopupValue {
  const total = weights[1] + weights[2] + weights[0];
  const r = (Number.isFinite(random) ? Math.min(Math.max(random, 0), 0.999999) : 0) * total;
  if (r < weights[1]) return 1;
  if (r < weights[1] + weights[2]) return 2;
  return 0;
}

/** The experiment values of this request: query override, else the visitor's cookie, else a weighted assignment. */
export function experimentsFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
  { search = '', weights = process.env[NEW_USER_POPUP_EXPERIMENT_ENV], random = Math.random() }: ExperimentOptions = {},
): Experiments {
  const persist = { cookie: NEW_USER_POPUP_EXPERIMENT_COOKIE, maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S };
  const fromQuery = value(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(NEW_USER_POPUP_EXPERIMENT_QUERY));
  if (fromQuery !== null) return { newUserPopup: fromQuery, newUserPopupSource: 'query', persist };
  const fromCookie = value(cookies[NEW_USER_POPUP_EXPERIMENT_COOKIE]);
  if (fromCookie !== null) return { newUserPopup: fromCookie, newUserPopupSource: 'cookie', persist: null };
  return { newUserPopup: pickWeighted(parseExperimentWeights(weights), random), newUserPopupSource: 'assigned', persist };
}

/**
 * The experiments a reviewer may pin from the sandbox toolbar (decision 1311): the toolbar writes the same cookie
 * this module reads (never a second key) and reloads without the override query.
 */
export function experimentOverrides(experiments: Pick<Experiments, 'newUserPopup'>): ExperimentOverride[] {
  return [
    {
      id: NEW_USER_POPUP_EXPERIMENT_COOKIE,
      cookie: NEW_USER_POPUP_EXPERIMENT_COOKIE,
      query: NEW_USER_POPUP_EXPERIMENT_QUERY,
      maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S,
      current: String(experiments.newUserPopup),
      values: ['1', '2', '0'],
    },
  ];
}
