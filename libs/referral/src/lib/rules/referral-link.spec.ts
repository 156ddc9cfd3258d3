import { referralCode, referralLink } from './referral-link';

describe('referralCode (decision 1400: KOL code, else encrypted uid)', () => {
  it.each<[Parameters<typeof referralCode>[0], string | null]>([
    [{ kol_code: 'PARTNER88', encrypted_uid: 'enc-70002' }, 'PARTNER88'],
    [{ kol_code: '', encrypted_uid: 'enc-10001' }, 'enc-10001'],
    [{ kol_code: '  AFF2026 ', encrypted_uid: 'x' }, 'AFF2026'],
    [{ kol_code: '<script>', encrypted_uid: 'enc-1' }, 'enc-1'],
    [{ kol_code: 'a b', encrypted_uid: '' }, null],
    [{ kol_code: 'A'.repeat(65), encrypted_uid: '' }, null],
    [{ kol_code: '', encrypted_uid: '' }, null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (info, code) => expect(referralCode(info)).toBe(code));
});

describe('referralLink (spec 03 §4: the landing page reads ref)', () => {
  it.each<[string, string, string | null, string | null]>([
    ['https://www.exchange.test', '/signup', 'PARTNER88', 'https://www.exchange.test/signup?ref=PARTNER88'],
    ['https://www.exchange.test', '/ar/signup', 'enc-1', 'https://www.exchange.test/ar/signup?ref=enc-1'],
    ['http://main.localhost:3100', '/zh/signup', 'A.B_C-D', 'http://main.localhost:3100/zh/signup?ref=A.B_C-D'],
    ['https://www.exchange.test', '/signup', null, null],
    ['https://www.exchange.test', '/signup', 'bad code', null],
    ['not an origin', '/signup', 'X1', null],
    ['javascript:alert(1)', '/signup', 'X1', null],
    ['https://www.exchange.test', '//evil.test/signup', 'X1', null],
  ])('%s %s %p → %p', (origin, path, code, link) => expect(referralLink(origin, path, code)).toBe(link));
});
