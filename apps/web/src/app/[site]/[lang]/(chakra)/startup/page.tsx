import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/startup` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('startup');

export default gatedPage<Record<never, never>>((input) => renderLaunchPage('startup', input));
