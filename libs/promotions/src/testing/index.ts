export { renderWithAppProviders } from './render';
export {
  alphaCards,
  downloadTaskWithReward,
  newbiePrize,
  registerTaskNone,
  registerTaskWithReward,
  vipExpiredPlan,
  vipUpgradedPlan,
} from './fixtures';
