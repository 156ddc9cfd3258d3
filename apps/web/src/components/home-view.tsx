import { HomeBanners, HomePromoCards, type HomeBannerSlots } from '@exchange/promotions';
import type { SiteContext } from '@exchange/ui';
import NextLink from 'next/link';
import styles from './home-view.module.css';

export interface HomeViewProps {
  title: string;
  lead: string;
  cta: { label: string; href: string };
  statsTitle: string;
  figures: readonly { key: string; label: string; value: string }[];
  /** The request's site context: the promotions (banner 2, alpha banner, promo cards) fetch with it on the client. */
  context: SiteContext;
  /** The banners the server found a plan for: their room is kept from the first paint (decision 1820). */
  bannerSlots?: HomeBannerSlots;
}

/**
 * Home hero and platform figures (formatted on the server in the page's locale, from homeStaticTradeData). A
 * server component with static CSS and no Chakra (decision 0004); the promotions are the promotions library's
 * small client parts, whose UI loads only when a plan or a task is returned: homepage banner 2 and the alpha
 * banner above the hero, the sign-up and app-download promo cards under the figures (spec 03 §2, §4).
 */
export function HomeView({ title, lead, cta, statsTitle, figures, context, bannerSlots }: HomeViewProps) {
  return (
    <div className={styles.container}>
      <HomeBanners context={context} reserve={bannerSlots} />
      <div className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <NextLink className={styles.cta} href={cta.href}>
          {cta.label}
        </NextLink>
      </div>
      <section className={styles.stats} aria-labelledby="home-stats">
        <h2 id="home-stats" className={styles.statsTitle}>
          {statsTitle}
        </h2>
        <dl className={styles.figures}>
          {figures.map((f) => (
            <div key={f.key} className={styles.figure}>
              <dt className={styles.label}>{f.label}</dt>
              <dd className={styles.value}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <HomePromoCards context={context} />
    </div>
  );
}
