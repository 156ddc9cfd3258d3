import { buildAccount, definePersona } from './persona';

/** Decision 1320: the server's menu config takes the coupon centre out of the side navigation and adds a tip. */
export const menuRestricted = definePersona({
  name: 'menu-restricted',
  description: 'Menu config lists "coupons" and a tip: the account side navigation drops the coupon centre and shows the tip.',
  account: buildAccount('10030', 'menu-user', { userTier: 5 }),
  menuConfig: {
    menu: ['coupons'],
    tips: {
      enable: true,
      title: 'Rewards are limited in your region',
      content: 'Coupons and vouchers are not offered to accounts in your region.',
      ok_button: 'Read the user agreement',
      ok_button_router: '/user-agreement',
    },
  },
});
