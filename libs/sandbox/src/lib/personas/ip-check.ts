import { buildAccount, definePersona } from './persona';

export const ipCheckUpgrade = definePersona({
  name: 'ip-check-upgrade',
  description: 'IP check result 2: the closable upgrade-identity modal; closing postpones the re-check 2 hours.',
  account: buildAccount('50001', 'ip-upgrade'),
  ipCheck: {
    result: 2,
    title: 'Verify your identity',
    content: 'Your network location requires an identity upgrade.',
    button: 'Upgrade now',
    url: '/myaccount/kyc_home',
    token: 'sandbox-ip-token-2',
    closable: true,
  },
});

export const ipCheckVpn = definePersona({
  name: 'ip-check-vpn',
  description: 'IP check result 3: the VPN tip (accept reloads, cancel shows the upgrade modal).',
  account: buildAccount('50002', 'ip-vpn'),
  ipCheck: {
    result: 3,
    title: 'VPN detected',
    content: 'Please turn off your VPN or proxy and reload.',
    button: 'Reload',
    token: 'sandbox-ip-token-3',
    closable: true,
  },
});

export const ipCheckDetected = definePersona({
  name: 'ip-check-detected',
  description: 'IP check result 4: the non-closable detection modal.',
  account: buildAccount('50003', 'ip-detected'),
  ipCheck: {
    result: 4,
    title: 'Access restricted',
    content: 'We detected access from a restricted location.',
    button: '',
    token: 'sandbox-ip-token-4',
    closable: false,
  },
});
