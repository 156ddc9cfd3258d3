import type { ResponderMap } from './context';
import { accountResponders } from './responders-account';
import { accountCentreResponders } from './responders-account-centre';
import { accountServicesResponders } from './responders-account-services';
import { analyticsResponders } from './responders-analytics';
import { authResponders, kycResponders, passkeyResponders } from './responders-auth';
import { complianceResponders } from './responders-compliance';
import { contentResponders } from './responders-content';
import { contentHubResponders } from './responders-content-hub';
import { earnResponders } from './responders-earn';
import { launchResponders } from './responders-launch';
import { marketResponders } from './responders-market';
import { moneyResponders } from './responders-money';
import { siteResponders } from './responders-site';
import { tradingResponders } from './responders-trading';
import { walletResponders } from './responders-wallet';

/** One responder per declared call; the type makes a missing call a compile error. */
export const RESPONDERS: ResponderMap = {
  ...accountResponders,
  ...accountCentreResponders,
  ...authResponders,
  ...passkeyResponders,
  ...kycResponders,
  ...complianceResponders,
  ...siteResponders,
  ...tradingResponders,
  ...marketResponders,
  ...analyticsResponders,
  ...contentResponders,
  ...contentHubResponders,
  ...walletResponders,
  ...moneyResponders,
  ...earnResponders,
  ...launchResponders,
  // The account's service pages (decisions 1931–1935).
  ...accountServicesResponders,
};
