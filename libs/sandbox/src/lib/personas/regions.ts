import { definePersona } from './persona';

/**
 * Visitors whose IP lies in another site's region (decision 0311). Every other persona has no region flag,
 * which on every site behaves like a visitor browsing the site of their own region.
 */
export const mainIpVisitor = definePersona({
  name: 'main-ip-visitor',
  description: 'Visitor with a global-region IP (is_main): every regional site with a prompt (EU, US, UK, AU, JP, UAE) offers main.',
  account: null,
  compliance: { limit: { is_main: true } },
});

export const euIpVisitor = definePersona({
  name: 'eu-ip-visitor',
  description: 'Visitor with an EU IP (is_eu_toast): main and the other prompting sites offer the EU site; the EU site stays quiet.',
  account: null,
  compliance: { limit: { is_eu_toast: true } },
});
