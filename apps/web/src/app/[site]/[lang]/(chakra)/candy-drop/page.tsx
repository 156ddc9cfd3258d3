import { gatedPage } from '@/server/gated-page';
import { launchMetadata, renderLaunchPage } from '@/server/launch-page';

/** `/candy-drop` (03 §2; issue 25, decision 1898). */
export const generateMetadata = launchMetadata('candy-drop');

export default gatedPage<Record<never, never>>((input) => renderLaunchPage('candy-drop', input));
