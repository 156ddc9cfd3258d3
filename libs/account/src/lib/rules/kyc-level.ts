/** Spec 03 §4 "KYC levels": the kyc_status value → the level shown on the security page. */
const LEVELS: Readonly<Record<number, string>> = { 0: '0', 5: '0.5', 2: '1', 1: '2', 4: '3', 3: 'company' };

/** The level's label ('0', '0.5', '1', '2', '3', 'company'); an unknown value counts as level 0. */
export const securityKycLevel = (kycStatus: number): string => LEVELS[kycStatus] ?? '0';
