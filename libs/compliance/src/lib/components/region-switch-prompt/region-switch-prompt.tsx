'use client';
import { Text } from '@chakra-ui/react';
import type { OverlayRegistration } from '@exchange/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { regionNameMessages, regionSwitchMessages, siteNameMessages } from '../../messages';
import { COMPLIANCE_OVERLAYS } from '../../overlays';
import type { SwitchTarget } from '../../rules/region-switch';
import { ComplianceDialog } from '../compliance-dialog/compliance-dialog';

type Named = keyof typeof siteNameMessages;
const named = (site: string): Named => (site in siteNameMessages ? (site as Named) : 'other');
type Region = keyof typeof regionNameMessages;
const region = (site: string): Region => (site in regionNameMessages ? (site as Region) : 'other');

export interface RegionSwitchPromptProps {
  /** The current site. */
  from: string;
  /** The site to offer. */
  to: string;
  /** Where "Switch Site" goes (path and locale kept where the target has them). */
  target: SwitchTarget;
  onSwitch: (target: SwitchTarget) => void;
  /** "Stay here" or closing: the caller stores the rule's `onDismiss`. */
  onStay: () => void;
  /** Its place in the overlay queue (default: its entry of `COMPLIANCE_OVERLAYS`; stories pass their own). */
  overlay?: OverlayRegistration;
  wanted?: boolean;
}

/** 01 §4 region-switch prompt (main to and from EU, US, UK, AU, JP and UAE) with a "Switch Site" button. */
export function RegionSwitchPrompt({
  from,
  to,
  target,
  onSwitch,
  onStay,
  overlay = COMPLIANCE_OVERLAYS['region-switch'],
  wanted = true,
}: RegionSwitchPromptProps) {
  const intl = useIntl();
  const site = intl.formatMessage(siteNameMessages[named(to)]);
  const body =
    to === 'main'
      ? intl.formatMessage(regionSwitchMessages.toMain, { region: intl.formatMessage(regionNameMessages[region(from)]), site })
      : intl.formatMessage(regionSwitchMessages.toRegion, { region: intl.formatMessage(regionNameMessages[region(to)]), site });
  const switched = useRef(false);
  return (
    <ComplianceDialog
      overlay={overlay}
      wanted={wanted}
      title={intl.formatMessage(regionSwitchMessages.title, { site })}
      onClose={() => {
        if (!switched.current) onStay();
      }}
      actions={[
        { label: intl.formatMessage(regionSwitchMessages.stay), variant: 'outline' },
        {
          label: intl.formatMessage(regionSwitchMessages.switchSite),
          onClick: () => {
            switched.current = true;
            onSwitch(target);
          },
        },
      ]}
    >
      <Text>{body}</Text>
    </ComplianceDialog>
  );
}
