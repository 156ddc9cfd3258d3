export {
  COMPLIANCE_EXTRA_PERSONAS,
  PERSONA_CONTEXTS,
  PERSONA_SCENARIOS,
  SANDBOX_PERSONAS,
  TABLE_NOW,
  personaContextOf,
} from './persona-contexts';
export type { ComplianceExtraPersona, PersonaContext, PersonaName, PersonaScenario, SandboxPersona } from './persona-contexts';
export { buildPersonaSiteTable, describeOverlay, OVERLAY_PATH, TABLE_PATHS } from './persona-site-outcomes';
export { FIXTURE_NOW, FIXTURE_OVERLAYS } from './overlay-fixtures';
export type { FixtureOverlayName } from './overlay-fixtures';
export { renderWithApi } from './render';
export { complianceSiteContext } from './site-context';
export { apiBusinessItem, apiCheck, apiCheckOrFallback, apiIpCheck, apiLimit, apiReminder, apiTips, apiToast } from './api-shapes';
