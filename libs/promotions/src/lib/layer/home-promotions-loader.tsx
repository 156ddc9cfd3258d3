'use client';
import dynamic from 'next/dynamic';
import type { HomeBannerSlots } from '../rules/home-banner-slots';
import type { HomePromotionsProps } from './home-promotions';
import styles from './home-promotions.module.css';

/**
 * The home page's entry to its promotions (decision 1310): the page's own first-load chunk holds only this loader;
 * the deciding code (calls, rules, storage) arrives in a lazy chunk after hydration, and the UI in further lazy
 * chunks only when a plan or a task is returned (home's first-load budget, decision 0004).
 */
const LazyHomeBanners = dynamic(() => import('./home-promotions').then((m) => m.HomeBanners), { ssr: false });
const LazyHomePromoCards = dynamic(() => import('./home-promotions').then((m) => m.HomePromoCards), { ssr: false });

export interface HomeBannersProps extends HomePromotionsProps {
  /**
   * The slots the server found a plan for (`homeBannerSlots`): their room is kept from the first paint, so the
   * hero does not move when the banners arrive (layout shift below 0.1, decision 1820). Default: none.
   */
  reserve?: HomeBannerSlots;
}

/** Homepage banner 2 and the alpha banner (spec 03 §4), loaded lazily into the room the server kept for them. */
export function HomeBanners({ reserve = { banner: false, alpha: false }, ...props }: HomeBannersProps) {
  const classes = [styles.slot, reserve.banner ? styles.withBanner : '', reserve.alpha ? styles.withAlpha : ''].filter(Boolean);
  return (
    <div
      className={classes.join(' ')}
      data-testid="home-banner-slot"
      data-reserve-banner={reserve.banner}
      data-reserve-alpha={reserve.alpha}
    >
      <LazyHomeBanners {...props} />
    </div>
  );
}

/** The sign-up and app-download promo cards (spec 03 §2), loaded lazily. */
export function HomePromoCards(props: HomePromotionsProps) {
  return <LazyHomePromoCards {...props} />;
}
