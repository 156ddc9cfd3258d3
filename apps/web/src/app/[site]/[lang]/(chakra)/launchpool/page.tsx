import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/launchpool` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('launchpool');

export default gatedPage<Record<never, never>>((input) => renderLaunchPage('launchpool', input));
