import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/pre-market` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('pre-market');

export default gatedPage<Record<never, never>>((input) => renderLaunchPage('pre-market', input));
