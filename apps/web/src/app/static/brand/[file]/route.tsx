import { SITE_KEYS, getSiteConfig, isSiteKey, type SiteKey } from '@exchange/site-config';
import { ImageResponse } from 'next/og';

/** Rendered once at build time, one file per site and kind; any other name is a 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const KINDS = {
  og: { width: 1200, height: 630 },
  'apple-touch-icon': { width: 180, height: 180 },
} as const;
type Kind = keyof typeof KINDS;

export function generateStaticParams(): { file: string }[] {
  return SITE_KEYS.flatMap((site) => (Object.keys(KINDS) as Kind[]).map((kind) => ({ file: `${kind}-${site}.png` })));
}

/** `og-main.png` → { kind: 'og', site: 'main' }; null for anything else. */
function parseBrandFile(file: string): { kind: Kind; site: SiteKey } | null {
  const match = /^(og|apple-touch-icon)-([a-z]+)\.png$/.exec(file);
  if (!match || !isSiteKey(match[2])) return null;
  return { kind: match[1] as Kind, site: match[2] };
}

const BRAND_BLUE = '#1a44c2';

/**
 * Each site's social card (`og:image`, 1200×630) and apple-touch icon (180×180), decision 0805: the brand mark and
 * the site's name, drawn with `next/og` so no binary image is kept in the repository.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = parseBrandFile((await params).file);
  if (!parsed) return new Response('Not found', { status: 404 });
  const { kind, site } = parsed;
  const size = KINDS[kind];
  const arrow = (scale: number) => (
    <svg width={48 * scale} height={48 * scale} viewBox="0 0 48 48">
      <path d="M8 24h30M24 10l14 14-14 14" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  if (kind === 'apple-touch-icon') {
    return new ImageResponse(
      <div
        style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: BRAND_BLUE }}
      >
        {arrow(2.4)}
      </div>,
      size,
    );
  }
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 40,
        background: `linear-gradient(135deg, ${BRAND_BLUE}, #0b1d55)`,
        color: '#fff',
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 160,
          height: 160,
          borderRadius: 36,
          background: 'rgba(255,255,255,0.14)',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {arrow(2.6)}
      </div>
      <div style={{ display: 'flex', fontSize: 72, fontWeight: 700 }}>{getSiteConfig(site).name}</div>
    </div>,
    size,
  );
}
