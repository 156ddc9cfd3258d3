/**
 * Where the targeted plans of spec 03 §4 appear (decision 1310): the positions are `index` (homepage banner 2)
 * and `vip_index` (the VIP popup of the home page, for a logged-in user); the alpha banner and the promo cards
 * (spec 03 §2) sit on the home page too. The path is the locale-stripped site path.
 */
export function isPromotionHomePath(path: string | null | undefined): boolean {
  if (typeof path !== 'string') return false;
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare === '' || bare === '/';
}

export interface HomeCardsInput {
  isLoggedIn: boolean;
  /** The site's hiddenAppDownload switch (spec 03 §3) or the session's. */
  hiddenAppDownload: boolean;
}

export interface HomeCards {
  signup: boolean;
  appDownload: boolean;
}

/**
 * Which promo cards the home page shows (spec 03 §2 "Sign-up and app-download promo cards"): the sign-up card to a
 * visitor only (a logged-in user has signed up); the app-download card unless app download is hidden.
 */
export function homePromoCards({ isLoggedIn, hiddenAppDownload }: HomeCardsInput): HomeCards {
  return { signup: !isLoggedIn, appDownload: !hiddenAppDownload };
}
