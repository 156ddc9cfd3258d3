/**
 * The height of the login/registration micro-app's form (apps/micro-login), so the page keeps its room while the
 * micro-app loads after the first paint and nothing under it moves (layout shift below 0.1, decision 1820):
 * e-mail, password and the submit button, then, when the site has third-party sign-in, the "Or continue with" line
 * and one button per method. Measured at 390 px and 1440 px in English and Arabic (they agree); the layout-shift
 * e2e (loose-ends.spec.ts) fails when the form and these numbers drift apart.
 */
export const AUTH_FORM_BASE_PX = 216;
export const AUTH_FORM_PROVIDERS_HEADING_PX = 40;
export const AUTH_FORM_PROVIDER_PX = 50;

export function authFormRoom(providerCount: number): number {
  const providers = Math.max(0, Math.floor(providerCount));
  return AUTH_FORM_BASE_PX + (providers > 0 ? AUTH_FORM_PROVIDERS_HEADING_PX + providers * AUTH_FORM_PROVIDER_PX : 0);
}
