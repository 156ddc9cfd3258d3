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

/** Whether the login-user-info call should run on this page (the app's prefetch and the account layer ask it). */
export function shouldFetchUserInfo(path: string): boolean {
  const current = normalize(path);
  return !USER_INFO_SKIPPED_PATHS.some((skipped) => current === skipped || current.startsWith(`${skipped}/`));
}
