import { alphaTokenMetadata, renderAlphaToken } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/alpha/{token}`: one alpha token with its buy form (03 §2, issue 25 item 4; the home alpha banner links PEPE's). */
export const generateMetadata = alphaTokenMetadata;

export default gatedPage<{ token: string }>((input) => renderAlphaToken(input));
