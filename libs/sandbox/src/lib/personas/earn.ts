import { buildAccount, definePersona } from './persona';

/** Issue 25 (decision 1895): a funded user whose region closes convert and earn (menu has "convert" and "earn"). */
export const earnRestricted = definePersona({
  name: 'earn-restricted',
  description:
    'Convert and earn restricted in the region (menu has "convert" and "earn", tips off): /convert, /simple-earn, /lend-earn and /hodl redirect to /state_compliance_tips.',
  account: buildAccount('25001', 'earn-restricted'),
  compliance: { menu: ['convert', 'earn'], tips: { enable: false } },
});
