import type { EarnProduct } from '@exchange/api';

/** The best APR of a product list (the page's headline, and what the home statistics advertise), '0' for none. */
export const bestApr = (products: readonly Pick<EarnProduct, 'apr'>[]): string =>
  products.reduce((best, p) => (Number(p.apr) > Number(best) ? p.apr : best), '0');

/** Whether a product's coin matches the search (case-insensitive, start of the code; empty matches all). */
export const matchesCoin = (product: Pick<EarnProduct, 'currency'>, query: string): boolean => {
  const q = query.trim().toUpperCase();
  return q === '' || product.currency.toUpperCase().startsWith(q);
};
