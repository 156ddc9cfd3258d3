import { PERSONAS } from '../personas';
import { personaTriggers } from './persona-triggers';

describe('personaTriggers', () => {
  it.each([
    ['visitor', ['visitor']],
    ['user-kyc2', ['KYC level 2']],
    ['user-kyc0', ['KYC level 0']],
    ['kyc-upgrade', ['KYC level 1', 'kyc_toast.show_kyc_upgrade_notice']],
    ['blocked-country', ['KYC level 2', 'limit.is_blocked_country']],
    ['restricted-feature', ['KYC level 2', 'menu: futures, alpha, pilot, etf']],
    ['uk-limited', ['KYC level 2', 'limit.is_uk_limit', 'limit.is_uk_ip']],
    ['uzbekistan-user', ['KYC level 2', 'limit.is_uzbekistan_toast', 'limit.is_main']],
    ['main-ip-visitor', ['visitor', 'limit.is_main']],
    ['eu-ip-visitor', ['visitor', 'limit.is_eu_toast']],
    ['withdraw-only', ['KYC level 2', 'toast.is_withdraw_only_user']],
    ['risk-user', ['KYC level 2', 'kyc_toast.is_risk_user']],
    ['turkey-declaration', ['KYC level 2', 'declaration status 1', 'sub-site 177']],
    ['agreement-pending', ['KYC level 2', 'agreement status 1']],
    ['ip-check-detected', ['KYC level 2', 'ip-check result 4']],
    ['sub-account', ['KYC level 2', 'sub-account type 4/7']],
    ['vip', ['KYC level 2', 'VIP 3', 'VIP trial tier 2']],
    ['compliance-tips', ['KYC level 2', 'tips on (home, register, login)', 'footer tips: 1']],
  ] as const)('%s', (name, facts) => expect(personaTriggers(PERSONAS[name])).toEqual(facts));
});
