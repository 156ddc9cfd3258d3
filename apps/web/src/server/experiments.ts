import 'server-only';
/**
 * Experiment values the page starts from (decision 0800). The experiment platform behind the new-user
 * popup is not part of this codebase (spec 03 §4 only says "an experiment variable returns 1 or 2"):
 * the value is deterministic — variant A (1) — and a reviewer can pin another value with the
 * `exp_new_user_popup` cookie (`1` A, `2` B, `0` off).
 */
export const NEW_USER_POPUP_EXPERIMENT_COOKIE = 'exp_new_user_popup';
export const NEW_USER_POPUP_DEFAULT_VARIANT = 1;

export interface Experiments {
  /** 1 variant A, 2 variant B, 0 hidden (decideNewUserPopup treats anything but 1 and 2 as hidden). */
  newUserPopup: 0 | 1 | 2;
}

export function experimentsFromCookies(cookies: Readonly<Record<string, string | undefined>>): Experiments {
  const raw = (cookies[NEW_USER_POPUP_EXPERIMENT_COOKIE] ?? '').trim();
  const newUserPopup = raw === '0' ? 0 : raw === '2' ? 2 : raw === '1' ? 1 : NEW_USER_POPUP_DEFAULT_VARIANT;
  return { newUserPopup };
}
