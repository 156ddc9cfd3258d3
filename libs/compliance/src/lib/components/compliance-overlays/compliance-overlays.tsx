'use client';
import { applyStorageWrite } from '../../browser/browser-storage';
import type { ComplianceOverlay } from '../../rules/decide-compliance-overlays';
import type { SwitchTarget } from '../../rules/region-switch';
import type { StorageWrite } from '../../rules/stored-values';
import { ComplianceNoticeDialog } from '../compliance-notice-dialog/compliance-notice-dialog';
import { CoolingDownReminder } from '../cooling-down-reminder/cooling-down-reminder';
import { RegionSwitchPrompt } from '../region-switch-prompt/region-switch-prompt';

export interface ComplianceOverlaysProps {
  /** What `decideComplianceOverlays` returned (queue order). */
  overlays: readonly ComplianceOverlay[];
  /** Go to an internal path or an allowed URL (create ticket, cooling-down ok). */
  onNavigate: (to: string) => void;
  /** Switch Site: the app turns the target (site, path, locale) into a URL on that site. */
  onSwitchSite: (target: SwitchTarget) => void;
  /** Store a dismissal where the rule said (default: browser storage / cookie). */
  onDismiss?: (write: StorageWrite) => void;
  /** Allowed origins for server links (the site's `anti`). */
  allowOrigins?: readonly string[];
}

/** Renders every decided compliance overlay through the overlay queue: one at a time, in the order of `COMPLIANCE_OVERLAYS`. */
export function ComplianceOverlays({
  overlays,
  onNavigate,
  onSwitchSite,
  onDismiss = applyStorageWrite,
  allowOrigins = [],
}: ComplianceOverlaysProps) {
  return (
    <>
      {overlays.map((overlay) => {
        switch (overlay.kind) {
          case 'region-switch':
            return (
              <RegionSwitchPrompt
                key={overlay.kind}
                from={overlay.from}
                to={overlay.to}
                target={overlay.target}
                onSwitch={onSwitchSite}
                onStay={() => onDismiss(overlay.onDismiss)}
              />
            );
          case 'cooling-down':
            return (
              <CoolingDownReminder
                key={overlay.kind}
                reminder={overlay.reminder}
                allowOrigins={allowOrigins}
                onNavigate={onNavigate}
                onDismiss={() => onDismiss(overlay.onDismiss)}
              />
            );
          default:
            return <ComplianceNoticeDialog key={overlay.kind} notice={overlay} onDismiss={onDismiss} onNavigate={onNavigate} />;
        }
      })}
    </>
  );
}
