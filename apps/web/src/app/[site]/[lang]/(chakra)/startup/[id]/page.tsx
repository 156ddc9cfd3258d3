import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/startup/{id}` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('startup-detail');

export default gatedPage<{ id: string }>((input) => renderLaunchPage('startup-detail', input));
