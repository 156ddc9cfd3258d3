import * as z from 'zod/mini';
import {
  agreementStatusSchema,
  businessComplianceItemSchema,
  complianceCheckSchema,
  declarationStatusSchema,
  ipCheckSchema,
  EMPTY_LIMIT,
  EMPTY_TIPS,
  EMPTY_TOAST,
  type ComplianceCheck,
} from '../schemas/compliance';
import { anyData, dataOf, envelope, list, num, text } from '../schemas/primitives';
import { defineEndpoint } from './define-endpoint';

/** Spec 03 §8 "empty menu data": what a failed compliance or menu-config call gives. */
export const EMPTY_COMPLIANCE: ComplianceCheck = { menu: [], business: {}, limit: EMPTY_LIMIT, toast: EMPTY_TOAST, tips: EMPTY_TIPS };

/** Spec 03 §4 IP-check: the result that lets the page proceed (decision 0202). */
export const IP_CHECK_PASS = 1;

export const complianceCheck = defineEndpoint({
  name: 'complianceCheck',
  method: 'GET',
  path: '/api/web/v1/compliance/check',
  source: 'spec 01 §7 Compliance check; spec 03 §7 compliance/check',
  response: envelope(complianceCheckSchema),
  select: dataOf,
  fallback: EMPTY_COMPLIANCE,
});

export const menuConfig = defineEndpoint({
  name: 'menuConfig',
  method: 'GET',
  path: '/api/web/v1/site/menu-config',
  source: 'spec 03 §7 Menu-config data, §3 Menu-config response',
  response: envelope(complianceCheckSchema),
  select: dataOf,
  fallback: EMPTY_COMPLIANCE,
});

export const footerTips = defineEndpoint({
  name: 'footerTips',
  method: 'GET',
  path: '/api/web/v1/kyc/footerTipsCheck/:subSiteId',
  source: 'spec 01 §7 Business compliance footer-tips (path depends on the sub-site), §8 (empty default)',
  input: z.object({ subSiteId: z.int().check(z.nonnegative()) }),
  response: z.looseObject({ resMsg: z.looseObject({ code: num, message: text }), datas: list(businessComplianceItemSchema) }),
  success: (body) => body.resMsg.code === 0,
  select: (body) => body.datas,
  fallback: [],
});

export const declarationStatus = defineEndpoint({
  name: 'declarationStatus',
  method: 'POST',
  path: '/api/web/v1/compliance-kyc/customer-understand-declaration/status',
  access: 'user',
  source: 'spec 03 §7 declaration status, §8 (status need-sign)',
  response: envelope(declarationStatusSchema),
  select: dataOf,
  fallback: { status: 1 },
});

export const declarationSubmit = defineEndpoint({
  name: 'declarationSubmit',
  method: 'POST',
  path: '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status',
  effect: 'write',
  access: 'user',
  encoding: 'form',
  source: 'spec 03 §7 declaration submit-status (form post; code 0 means signed)',
  input: z.prefault(z.object({ status: z._default(z.literal(2), 2) }), {}),
  response: envelope(anyData),
  select: () => ({ signed: true }),
  fallback: { signed: false },
});

export const agreementStatus = defineEndpoint({
  name: 'agreementStatus',
  method: 'POST',
  path: '/api/web/v1/compliance-kyc/user-agreement/status',
  access: 'user',
  source: 'spec 03 §7 user-agreement status (JSON {scene}, default scene user_agreement)',
  input: z.prefault(z.object({ scene: z._default(z.string().check(z.minLength(1)), 'user_agreement') }), {}),
  response: envelope(agreementStatusSchema),
  select: dataOf,
  fallback: { status: 0, content: '', submit_button: '' },
});

export const agreementSubmit = defineEndpoint({
  name: 'agreementSubmit',
  method: 'POST',
  path: '/api/web/v1/compliance-kyc/user-agreement/submit-status',
  effect: 'write',
  access: 'user',
  source: 'spec 03 §7 user-agreement submit-status (JSON {scene})',
  input: z.prefault(z.object({ scene: z._default(z.string().check(z.minLength(1)), 'user_agreement') }), {}),
  response: envelope(anyData),
  select: () => ({ submitted: true }),
  fallback: { submitted: false },
});

export const ipCheck = defineEndpoint({
  name: 'ipCheck',
  method: 'POST',
  path: '/api/web/v1/compliance-kyc/ip-penetration/check',
  source: 'spec 03 §7 ip-penetration/check, §8 (any error lets the page proceed)',
  input: z.object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    ips: z.optional(z.array(z.string())),
    stuns: z.optional(z.array(z.string())),
    token: z.optional(z.string()),
  }),
  response: envelope(ipCheckSchema),
  select: dataOf,
  fallback: { result: IP_CHECK_PASS, title: '', content: '', button: '', url: '', token: '', closable: true },
});
