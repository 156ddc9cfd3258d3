/**
 * A seeded random walk that can be read at any instant in O(1) (decision 0411): the log-price is a sum of
 * value-noise octaves with periods 1 s, 2 s, 4 s … 2^22 s (≈ 49 days), each octave's amplitude growing
 * with the square root of its period — Brownian scaling, so a day's move has the asked volatility at
 * every resolution. Any bar of any resolution is read from the same path, so resolutions agree, and the
 * walk stays around its reference price (the longest octave bounds the drift).
 */
export const OCTAVES = 23;
const DAY_S = 86_400;
/** Variance of a walk of octaves with amplitude a·√P over Δt is ≈ 2.7·a²·Δt: a = σ / 1.64. */
const AMPLITUDE_PER_SIGMA = 1 / 1.64;

/** A 32-bit integer hash of three integers (deterministic, well mixed). */
export function hash3(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h ^= Math.imul((b + 0x7f4a7c15) | 0, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h ^= Math.imul(c | 0, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A float in [0, 1) from a hash. */
export const unit = (h: number): number => h / 4294967296;

/** A seed from a text (FNV-1a). */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface PricePath {
  /** Price at an instant (ms). */
  at(time: number): number;
  /** Volatility per √second (log-return standard deviation). */
  readonly sigma: number;
}

export function createPricePath(seed: number, referencePrice: number, dailyVolatility: number): PricePath {
  const sigma = dailyVolatility / Math.sqrt(DAY_S);
  const a = sigma * AMPLITUDE_PER_SIGMA;
  const periods = Array.from({ length: OCTAVES }, (_, k) => 2 ** k);
  const amplitudes = periods.map((p) => a * Math.sqrt(p));
  const logRef = Math.log(referencePrice);
  return {
    sigma,
    at(time) {
      const t = time / 1000;
      let x = 0;
      for (let k = 0; k < OCTAVES; k++) {
        const p = periods[k] as number;
        const i = Math.floor(t / p);
        const f = t / p - i;
        const v0 = unit(hash3(seed, k, i)) * 2 - 1;
        const v1 = unit(hash3(seed, k, i + 1)) * 2 - 1;
        x += (amplitudes[k] as number) * (v0 + (v1 - v0) * f);
      }
      return Math.exp(logRef + x);
    },
  };
}
