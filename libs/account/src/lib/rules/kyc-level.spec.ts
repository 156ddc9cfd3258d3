import { securityKycLevel } from './kyc-level';

describe('securityKycLevel (spec 03 §4 KYC levels)', () => {
  it.each([
    [0, '0'],
    [5, '0.5'],
    [2, '1'],
    [1, '2'],
    [4, '3'],
    [3, 'company'],
    [99, '0'],
    [-1, '0'],
  ])('kyc_status %d → level %s', (value, level) => expect(securityKycLevel(value)).toBe(level));
});
