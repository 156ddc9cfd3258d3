import { PERSONAS } from '../personas';
import { personaTriggers } from './persona-triggers';

describe('personaTriggers', () => {
  it.each([
    ['visitor', ['visitor', 'limit.is_main']],
    ['user-kyc2', ['KYC level 2', 'limit.is_main']],
    ['user-kyc0', ['KYC level 0', 'limit.is_main']],
    ['kyc-upgrade', ['KYC level 1', 'limit.is_main', 'kyc_toast.show_kyc_upgrade_notice']],
    ['blocked-country', ['KYC level 2', 'limit.is_blocked_country', 'limit.is_main']],
    ['restricted-feature', ['KYC level 2', 'limit.is_main', 'menu: futures']],
    ['uk-limited', ['KYC level 2', 'limit.is_uk_limit', 'limit.is_main', 'limit.is_uk_ip']],
    ['withdraw-only', ['KYC level 2', 'limit.is_main', 'toast.is_withdraw_only_user']],
    ['risk-user', ['KYC level 2', 'limit.is_main', 'kyc_toast.is_risk_user']],
    ['turkey-declaration', ['KYC level 2', 'declaration status 1', 'limit.is_main', 'sub-site 177']],
    ['agreement-pending', ['KYC level 2', 'agreement status 1', 'limit.is_main']],
    ['ip-check-detected', ['KYC level 2', 'limit.is_main', 'ip-check result 4']],
    ['sub-account', ['KYC level 2', 'sub-account type 4/7', 'limit.is_main']],
    ['vip', ['KYC level 2', 'VIP 3', 'VIP trial tier 2', 'limit.is_main']],
    ['compliance-tips', ['KYC level 2', 'limit.is_main', 'tips on (home, register, login)', 'footer tips: 1']],
  ] as const)('%s', (name, facts) => expect(personaTriggers(PERSONAS[name])).toEqual(facts));
});
