import NextLink from 'next/link';
import styles from './home-view.module.css';

export interface HomeViewProps {
  title: string;
  lead: string;
  cta: { label: string; href: string };
  statsTitle: string;
  figures: readonly { key: string; label: string; value: string }[];
}

/**
 * Home hero and platform figures (formatted on the server in the page's locale). A server component with
 * static CSS: the home page ships no JavaScript of its own and no Chakra (decision 0004).
 */
export function HomeView({ title, lead, cta, statsTitle, figures }: HomeViewProps) {
  return (
    <div className={styles.container}>
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
    </div>
  );
}
