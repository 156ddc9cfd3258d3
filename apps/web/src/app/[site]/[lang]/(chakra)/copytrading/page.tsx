import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/copytrading (?mode=futures|spot)` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('copytrading');

export default gatedPage<Record<never, never>>((input) => renderLaunchPage('copytrading', input));
