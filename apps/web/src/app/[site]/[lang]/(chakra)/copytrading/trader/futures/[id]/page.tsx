import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/copytrading/trader/futures/{id} (?follow=1 opens the follow modal)` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('trader');

export default gatedPage<{ id: string }>((input) => renderLaunchPage('trader', input));
