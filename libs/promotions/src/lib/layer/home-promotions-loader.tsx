'use client';
import dynamic from 'next/dynamic';
import type { HomePromotionsProps } from './home-promotions';

/**
 * The home page's entry to its promotions (decision 1310): the page's own first-load chunk holds only this loader;
 * the deciding code (calls, rules, storage) arrives in a lazy chunk after hydration, and the UI in further lazy
 * chunks only when a plan or a task is returned (home's first-load budget, decision 0004).
 */
const LazyHomeBanners = dynamic(() => import('./home-promotions').then((m) => m.HomeBanners), { ssr: false });
const LazyHomePromoCards = dynamic(() => import('./home-promotions').then((m) => m.HomePromoCards), { ssr: false });

/** Homepage banner 2 and the alpha banner (spec 03 §4), loaded lazily. */
export function HomeBanners(props: HomePromotionsProps) {
  return <LazyHomeBanners {...props} />;
}

/** The sign-up and app-download promo cards (spec 03 §2), loaded lazily. */
export function HomePromoCards(props: HomePromotionsProps) {
  return <LazyHomePromoCards {...props} />;
}
