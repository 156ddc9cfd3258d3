/** The device-id SDK did not load or did not appear in time (spec 03 §8). */
export class FingerprintInitError extends Error {
  override readonly name = 'FingerprintInitError';
}

/** The device-id endpoint failed or returned something that is not a fingerprint. */
export class FingerprintFetchError extends Error {
  override readonly name = 'FingerprintFetchError';
}
