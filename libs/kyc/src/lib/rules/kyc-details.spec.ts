import { ageOn, validateKycDetails, type KycDetails } from './kyc-details';

const NOW = Date.UTC(2026, 10, 28, 12); // 2026-11-28
const ok: KycDetails = { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-12-10', nationality: 'GB', idNumber: 'P1234567' };

describe('KYC personal details (issue 23 item 6)', () => {
  it.each([
    ['the day before the 18th birthday', '2008-11-29', 17],
    ['on the 18th birthday', '2008-11-28', 18],
    ['born on 29 February', '2000-02-29', 26],
    ['not a date', '2001-02-30', null],
    ['not the format', '28/11/2008', null],
  ])('age: %s', (_label, birthDate, age) => {
    expect(ageOn(birthDate, NOW)).toBe(age);
  });

  it.each([
    ['all filled in', ok, {}],
    [
      'everything empty',
      { firstName: ' ', lastName: '', birthDate: '', nationality: '', idNumber: '' },
      {
        firstName: 'required',
        lastName: 'required',
        birthDate: 'required',
        nationality: 'required',
        idNumber: 'required',
      },
    ],
    ['17 years old', { ...ok, birthDate: '2008-11-29' }, { birthDate: 'too-young' }],
    ['18 today', { ...ok, birthDate: '2008-11-28' }, {}],
    ['a date in the future', { ...ok, birthDate: '2030-01-01' }, { birthDate: 'invalid' }],
    ['a nationality not in ISO form', { ...ok, nationality: 'gbr' }, { nationality: 'invalid' }],
    ['an ID number of 3 characters', { ...ok, idNumber: 'P12' }, { idNumber: 'invalid' }],
    ['an ID number with spaces inside', { ...ok, idNumber: 'P12 345' }, { idNumber: 'invalid' }],
    ['a 65-character name', { ...ok, lastName: 'x'.repeat(65) }, { lastName: 'invalid' }],
  ] as const)('%s', (_label, details, errors) => {
    expect(validateKycDetails(details, NOW)).toEqual(errors);
  });
});
