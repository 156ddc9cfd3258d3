import { fundpassEveryTime, fundpassNever, fundpassUnset, subAccountNormal, subAccountRefused, vipTop, vipTrial } from './account';
import { user2fa } from './accounts';
import {
  agreementPending,
  blockedCountry,
  complianceTips,
  coolingDown,
  hkUser,
  productsRestricted,
  restrictedFeature,
  turkeyDeclaration,
  ukLimited,
  uzbekistanUser,
  withdrawOnly,
} from './compliance';
import { earnRestricted } from './earn';
import { affiliateUser, partnerUser } from './growth';
import { ipCheckDetected, ipCheckUpgrade, ipCheckVpn } from './ip-check';
import {
  businessNotice,
  businessNoticeDismiss,
  country233Unverified,
  country233Verified,
  highKycLimited,
  itIpVisitor,
  nlIpVisitor,
  restrictedLocationVisitor,
} from './loose-ends';
import { menuRestricted } from './menu';
import type { Persona } from './persona';
import { alphaPlans, noPlans, vipExpired, vipUpgraded } from './promotions';
import { euIpVisitor, mainIpVisitor } from './regions';
import { kycUpgrade, riskUser, subAccount, userKyc0, userKyc2, vip } from './users';
import { visitor } from './visitor';
import { depositOtherWaysOff, dustWallet, emptyWallet, fiatEntitled, fiatRestricted } from './wallet';

/** Every persona, by name (decision 0205). */
export const PERSONAS = {
  visitor,
  'user-kyc2': userKyc2,
  'user-kyc0': userKyc0,
  'uk-limited': ukLimited,
  'blocked-country': blockedCountry,
  'restricted-feature': restrictedFeature,
  'products-restricted': productsRestricted,
  'compliance-tips': complianceTips,
  'withdraw-only': withdrawOnly,
  'hk-user': hkUser,
  'uzbekistan-user': uzbekistanUser,
  'cooling-down': coolingDown,
  'main-ip-visitor': mainIpVisitor,
  'eu-ip-visitor': euIpVisitor,
  'risk-user': riskUser,
  'kyc-upgrade': kycUpgrade,
  'turkey-declaration': turkeyDeclaration,
  'agreement-pending': agreementPending,
  'ip-check-upgrade': ipCheckUpgrade,
  'ip-check-vpn': ipCheckVpn,
  'ip-check-detected': ipCheckDetected,
  'sub-account': subAccount,
  vip,
  'fundpass-unset': fundpassUnset,
  'fundpass-every-time': fundpassEveryTime,
  'fundpass-never': fundpassNever,
  'sub-account-normal': subAccountNormal,
  'sub-account-refused': subAccountRefused,
  'vip-trial': vipTrial,
  'vip-top': vipTop,
  'fiat-entitled': fiatEntitled,
  'fiat-restricted': fiatRestricted,
  'deposit-other-ways-off': depositOtherWaysOff,
  'empty-wallet': emptyWallet,
  'dust-wallet': dustWallet,
  'vip-upgraded': vipUpgraded,
  'vip-expired': vipExpired,
  'alpha-plans': alphaPlans,
  'no-plans': noPlans,
  'affiliate-user': affiliateUser,
  'partner-user': partnerUser,
  'menu-restricted': menuRestricted,
  'business-notice': businessNotice,
  'business-notice-dismiss': businessNoticeDismiss,
  'restricted-location-visitor': restrictedLocationVisitor,
  'nl-ip-visitor': nlIpVisitor,
  'it-ip-visitor': itIpVisitor,
  'country-233-verified': country233Verified,
  'country-233-unverified': country233Unverified,
  'high-kyc-limited': highKycLimited,
  'user-2fa': user2fa,
  'earn-restricted': earnRestricted,
} as const satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;
export const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];
export const DEFAULT_PERSONA: PersonaName = 'visitor';

export const isPersonaName = (name: unknown): name is PersonaName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(PERSONAS, name);

/** The persona of that name, or the visitor for anything else. */
export const getPersona = (name: string | null | undefined): Persona => (isPersonaName(name) ? PERSONAS[name] : PERSONAS[DEFAULT_PERSONA]);
