import { EMPTY_COMPLIANCE, type BusinessComplianceItem, type ComplianceCheck } from '@exchange/api';
import { localizeFields } from '../content/localized-text';
import { ok, type Responder } from './context';
import { forUser } from './for-user';

const NOTICE_FIELDS = ['title', 'content', 'ok_button', 'cancel_button'] as const;

/** The check's notices (business top notice, page tips) in the request's language (issue 24 item 5). */
const localizeCheck = (check: ComplianceCheck, locale: string | undefined): ComplianceCheck => ({
  ...check,
  business: localizeFields(check.business as Record<string, unknown>, NOTICE_FIELDS, locale) as ComplianceCheck['business'],
  tips: localizeFields(check.tips, NOTICE_FIELDS, locale),
});

const localizeItem = (item: BusinessComplianceItem, locale: string | undefined): BusinessComplianceItem =>
  localizeFields(item, NOTICE_FIELDS, locale);

export const complianceResponders = {
  complianceCheck: ({ persona, locale }) => ok(localizeCheck(persona.compliance, locale)),
  // A persona without its own menu config gets its compliance answer without the page tips (decision 1320).
  menuConfig: ({ persona }) => ok(persona.menuConfig ?? { ...persona.compliance, tips: EMPTY_COMPLIANCE.tips }),
  footerTips: ({ persona, locale }) => ({
    body: { resMsg: { code: 0, message: 'success' }, datas: persona.footerTips.map((item) => localizeItem(item, locale)) },
  }),
  declarationStatus: forUser(({ account, state }) => ok({ status: state.declarationSigned ? 2 : account.declaration })),
  declarationSubmit: forUser(() => ({ ...ok(null), update: (state) => ({ ...state, declarationSigned: true }) })),
  agreementStatus: forUser(({ account, state }) =>
    ok({ ...account.agreement, status: state.agreementAccepted ? 0 : account.agreement.status }),
  ),
  agreementSubmit: forUser(() => ({ ...ok(null), update: (state) => ({ ...state, agreementAccepted: true }) })),
  ipCheck: ({ persona }) => ok(persona.ipCheck),
} satisfies Record<string, Responder>;
