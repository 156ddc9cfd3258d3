// The compliance library's server entry (`@exchange/compliance/server`): the page-layer gate, for server components only.
import 'server-only';

export { createComplianceGate, loadCheckWithRetry } from './lib/server/compliance-gate-server';
export type { ComplianceGateDeps, ComplianceServerGate } from './lib/server/compliance-gate-server';
export { complianceGate, FAIL_CLOSED_ROUTES } from './lib/rules/compliance-gate';
export type { ComplianceGate, ComplianceGateInput, ComplianceTipsReason } from './lib/rules/compliance-gate';
