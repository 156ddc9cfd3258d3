// The compliance library's door: only what other projects use (issue 9). The server gate is
// `@exchange/compliance/server`; fixtures and persona tables are `@exchange/compliance/testing`.

// The layer the site chrome mounts (overlays, top notice, footer rows), fed by one SiteContext.
export { ComplianceLayer } from './lib/layer/compliance-layer-lazy';
export { ComplianceTopNotice, useComplianceFooterRows } from './lib/layer/compliance-chrome';
export type { ComplianceLayerProps } from './lib/layer/compliance-layer';

// Its popups and their places in the overlay queue (decision 1720): the app's order spec reads them.
export { COMPLIANCE_OVERLAYS } from './lib/overlays';

// What the gate's `tips` renders in place of a page (and the body of /state_compliance_tips).
export { ComplianceTipsView } from './lib/layer/compliance-tips-view';
export type { ComplianceTipsViewProps } from './lib/layer/compliance-tips-view';
export { ComplianceTipsIsland } from './lib/layer/compliance-tips-island';

// The body of /myaccount/customer-declaration (issue 14 item 3).
export { CustomerDeclaration } from './lib/components/customer-declaration/customer-declaration';
