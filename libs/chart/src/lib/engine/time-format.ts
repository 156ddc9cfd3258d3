import type { Resolution } from '../rules/resolution';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(opts)}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...opts, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...opts, timeZone: 'UTC' });
    }
    cache.set(key, f);
  }
  return f;
}

const isIntraday = (r: Resolution) => !/[DWM]$/.test(r);

/** Time-axis label for a bar in the stated time zone: time of day intraday, date for daily and above. */
export function formatAxisTime(time: number, resolution: Resolution, timeZone: string, locale: string): string {
  if (!Number.isFinite(time)) return '';
  if (resolution === '1M') return formatter(locale, timeZone, { year: 'numeric', month: 'short' }).format(time);
  if (!isIntraday(resolution)) return formatter(locale, timeZone, { month: 'short', day: 'numeric' }).format(time);
  // Intraday: the date at midnight UTC (where day labels fall), the time of day otherwise.
  if (time % 86_400_000 === 0) return formatter(locale, timeZone, { month: 'short', day: 'numeric' }).format(time);
  const opts: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (resolution.endsWith('S')) opts.second = '2-digit';
  return formatter(locale, timeZone, opts).format(time);
}

/** Full timestamp for legends and tooltips. */
export function formatFullTime(time: number, resolution: Resolution, timeZone: string, locale: string): string {
  if (!Number.isFinite(time)) return '';
  const opts: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  if (isIntraday(resolution)) Object.assign(opts, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (resolution.endsWith('S')) opts.second = '2-digit';
  return formatter(locale, timeZone, opts).format(time);
}
