/**
 * Spec 01 §7 "Login user info … skipped on 404, signup, auth, login reset/rebind and bind pages". Paths are the
 * locale-less path (as `SiteContext.pathname`); a page matches its path and every path under it.
 */
export const USER_INFO_SKIPPED_PATHS: readonly string[] = ['/404', '/signup', '/auth', '/login/reset', '/login/rebind', '/bind'];

const normalize = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).toLowerCase();
};

/**
 * Whether the login-user-info call should run on this page. Every layer asks it (issue 23 item 7): the app's server
 * prefetch, and through `useLoginUserInfo` the account, compliance, KYC, promotions and chatroom layers.
 */
export function shouldFetchUserInfo(path: string): boolean {
  const current = normalize(path);
  return !USER_INFO_SKIPPED_PATHS.some((skipped) => current === skipped || current.startsWith(`${skipped}/`));
}
