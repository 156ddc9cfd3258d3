import { definePersona } from './persona';

export const visitor = definePersona({
  name: 'visitor',
  description: 'Anonymous visitor: new-user reward popup, sign-up prompts, app-download promo and homepage banner; no user data.',
  account: null,
});
