const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** Label steps a reader expects on a time axis. */
export const NICE_STEPS = [
  S,
  5 * S,
  10 * S,
  15 * S,
  30 * S,
  M,
  5 * M,
  15 * M,
  30 * M,
  H,
  2 * H,
  3 * H,
  4 * H,
  6 * H,
  12 * H,
  D,
  2 * D,
  7 * D,
  14 * D,
  30 * D,
  91 * D,
  182 * D,
  365 * D,
];

/** The smallest nice step that puts labels at least `minPx` apart (bars of `barMs`, `pxPerSlot` wide). */
export function niceTimeStep(barMs: number, pxPerSlot: number, minPx = 90): number {
  const need = barMs * Math.max(1, Math.ceil(minPx / Math.max(0.01, pxPerSlot)));
  return NICE_STEPS.find((s) => s >= need) ?? need;
}

/** Whether a bar time sits on a step boundary (UTC; months and years on the 1st). */
export function onTimeStep(time: number, step: number): boolean {
  if (!Number.isFinite(time)) return false;
  if (step >= 30 * D) {
    const d = new Date(time);
    const months = Math.round(step / (30 * D));
    return d.getUTCDate() === 1 && d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCMonth() % Math.min(12, months) === 0;
  }
  if (step === 7 * D || step === 14 * D) return (time - 4 * D) % step === 0; // weeks start on Monday
  return time % step === 0;
}

/** The step-sized bucket a time falls in (UTC; months and years by calendar, weeks from Monday); NaN when not a time. */
export function timeBucket(time: number, step: number): number {
  if (!Number.isFinite(time) || !(step > 0)) return Number.NaN;
  if (step >= 30 * D) {
    const d = new Date(time);
    const months = Math.min(12, Math.round(step / (30 * D)));
    return Math.floor((d.getUTCFullYear() * 12 + d.getUTCMonth()) / months);
  }
  if (step === 7 * D || step === 14 * D) return Math.floor((time - 4 * D) / step);
  return Math.floor(time / step);
}

/**
 * Whether the bar at `time` is the first of a step (it gets a time label and a grid line): on a boundary, or the
 * first bar after one when bar times are not on round boundaries (bars opening at :30, daily bars at 08:00, a
 * resolution that does not divide the step). `previous` is the bar before it (absent or NaN for the first).
 */
export function startsTimeStep(time: number, previous: number | undefined, step: number): boolean {
  if (onTimeStep(time, step)) return true;
  const bucket = timeBucket(time, step);
  if (Number.isNaN(bucket) || previous === undefined || !Number.isFinite(previous)) return false;
  return bucket !== timeBucket(previous, step);
}
