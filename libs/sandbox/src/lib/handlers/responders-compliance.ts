import { EMPTY_COMPLIANCE } from '@exchange/api';
import { ok, type Responder } from './context';
import { forUser } from './for-user';

export const complianceResponders = {
  complianceCheck: ({ persona }) => ok(persona.compliance),
  // A persona without its own menu config gets its compliance answer without the page tips (decision 1320).
  menuConfig: ({ persona }) => ok(persona.menuConfig ?? { ...persona.compliance, tips: EMPTY_COMPLIANCE.tips }),
  footerTips: ({ persona }) => ({ body: { resMsg: { code: 0, message: 'success' }, datas: persona.footerTips } }),
  declarationStatus: forUser(({ account, state }) => ok({ status: state.declarationSigned ? 2 : account.declaration })),
  declarationSubmit: forUser(() => ({ ...ok(null), update: (state) => ({ ...state, declarationSigned: true }) })),
  agreementStatus: forUser(({ account, state }) =>
    ok({ ...account.agreement, status: state.agreementAccepted ? 0 : account.agreement.status }),
  ),
  agreementSubmit: forUser(() => ({ ...ok(null), update: (state) => ({ ...state, agreementAccepted: true }) })),
  ipCheck: ({ persona }) => ok(persona.ipCheck),
} satisfies Record<string, Responder>;
