/**
 * The KYC upgrade's personal details (issue 23 item 6, decision 1866): every field required, a date of birth that
 * makes the applicant at least 18 on `now`, a two-letter nationality and an ID number of 4 to 32 letters or digits.
 */
export interface KycDetails {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (a date input's value). */
  birthDate: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  idNumber: string;
}

export type KycDetailsError = 'required' | 'invalid' | 'too-young';
export type KycDetailsErrors = Partial<Record<keyof KycDetails, KycDetailsError>>;

export const MINIMUM_AGE = 18;

/** Age in whole years on `now` (UTC), or null for a date that is not a real YYYY-MM-DD date. */
export function ageOn(birthDate: string, now: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day)) age -= 1;
  return age;
}

export function validateKycDetails(details: KycDetails, now: number): KycDetailsErrors {
  const errors: KycDetailsErrors = {};
  for (const key of ['firstName', 'lastName', 'birthDate', 'nationality', 'idNumber'] as const) {
    if (details[key].trim() === '') errors[key] = 'required';
  }
  if (!errors.firstName && details.firstName.trim().length > 64) errors.firstName = 'invalid';
  if (!errors.lastName && details.lastName.trim().length > 64) errors.lastName = 'invalid';
  if (!errors.birthDate) {
    const age = ageOn(details.birthDate, now);
    if (age === null || age > 130 || age < 0) errors.birthDate = 'invalid';
    else if (age < MINIMUM_AGE) errors.birthDate = 'too-young';
  }
  if (!errors.nationality && !/^[A-Z]{2}$/.test(details.nationality)) errors.nationality = 'invalid';
  if (!errors.idNumber && !/^[A-Za-z0-9-]{4,32}$/.test(details.idNumber.trim())) errors.idNumber = 'invalid';
  return errors;
}
