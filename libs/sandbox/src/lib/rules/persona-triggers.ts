import { kycLevelLabel } from '@exchange/api';
import type { Persona } from '../personas/persona';

/**
 * The facts of a persona that drive notices, as short labels for the persona catalog: login, KYC
 * level, compliance flags, menu codes, tips, statuses and the IP-check result.
 */
export const personaTriggers = (persona: Persona): string[] => {
  const facts: string[] = [];
  const { account, compliance } = persona;
  if (account === null) {
    facts.push('visitor');
  } else {
    const verified = account.userInfo.verified;
    facts.push(`KYC level ${kycLevelLabel(verified)}`);
    if (account.userInfo.is_sub) facts.push(`sub-account type ${account.subUserType.type}/${account.subUserType.sub_type}`);
    if (account.vip.tier > 0) facts.push(`VIP ${account.vip.tier}`);
    if (account.vip.trial.tier > 0) facts.push(`VIP trial tier ${account.vip.trial.tier}`);
    if (account.agreement.status === 1) facts.push('agreement status 1');
    if (account.declaration === 1) facts.push('declaration status 1');
  }
  for (const [flag, on] of Object.entries(compliance.limit)) if (on === true) facts.push(`limit.${flag}`);
  for (const [flag, on] of Object.entries(compliance.toast)) if (on === true) facts.push(`toast.${flag}`);
  for (const [flag, on] of Object.entries(compliance.toast.kyc_toast)) if (on === true) facts.push(`kyc_toast.${flag}`);
  if (compliance.menu.length > 0) facts.push(`menu: ${compliance.menu.join(', ')}`);
  if (compliance.tips.enable) facts.push(`tips on (${compliance.tips.path.join(', ')})`);
  if (persona.footerTips.length > 0) facts.push(`footer tips: ${persona.footerTips.length}`);
  if (persona.ipCheck.result !== 1) facts.push(`ip-check result ${persona.ipCheck.result}`);
  if (persona.headerCommonData.sub_site_id !== 0) facts.push(`sub-site ${persona.headerCommonData.sub_site_id}`);
  return facts;
};
