import type { AlphaBannerCard } from '../lib/rules/alpha-banner';
import type { NewbiePrize } from '../lib/rules/newbie-prize';
import type { DownloadTask, RegisterTask } from '../lib/rules/task-info';
import type { TargetedPopupPlan } from '../lib/rules/vip-popup';

/** welfare/newbiePrizePop, normalised. */
export const newbiePrize: NewbiePrize = { group_A: { num: '10000' }, group_B: { num_first: '100', num_second: '9900' } };

/** A VIP_UPGRADED plan of the VIP popup position, normalised. */
export const vipUpgradedPlan: TargetedPopupPlan = {
  plan_id: '9001',
  plan_name: 'vip-upgraded-2024',
  title: 'Congratulations, you are now VIP 3',
  content: 'Your new tier is active from today.',
  img: '',
  img_h5: '',
  url: '/vip',
  position: 'vip_index',
  extras: {
    tier: '3',
    benefit_title: 'Your VIP 3 benefits',
    benefits: [
      { content: 'Lower trading fees', img: '' },
      { content: 'Higher withdrawal limits', img: '' },
      { content: 'Priority customer support', img: '' },
    ],
    button_copywriting: 'View my benefits',
    vip_popup_type: 'VIP_UPGRADED',
  },
};

export const vipExpiredPlan: TargetedPopupPlan = {
  ...vipUpgradedPlan,
  plan_id: '9002',
  title: 'Your VIP trial has ended',
  content: 'Trade more to keep your benefits.',
  extras: { ...vipUpgradedPlan.extras, tier: '1', benefit_title: '', benefits: [], button_copywriting: '', vip_popup_type: 'VIP_EXPIRED' },
};

export const alphaCards: AlphaBannerCard[] = [
  { id: 1, title: 'Alpha: PEPE', url: '/alpha/PEPE', img: '', sort: 1 },
  { id: 2, title: 'Alpha: WIF', url: '/alpha/WIF', img: '', sort: 2 },
];

export const downloadTaskWithReward: DownloadTask = { hasReward: true, rewardNum: '50', rewardCurrency: 'USDT' };

export const registerTaskWithReward: RegisterTask = { hasTask: true, rewardNum: '100', rewardCurrency: 'USDT', newbiePrizeNum: '10000' };
export const registerTaskNone: RegisterTask = { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '' };
