import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/premint` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('premint');

export default gatedPage<Record<never, never>>((input) => renderLaunchPage('premint', input));
