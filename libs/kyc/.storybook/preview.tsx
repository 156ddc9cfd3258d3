import { sandboxHandlers } from '@exchange/sandbox';
import { createPreview } from '@exchange/ui/testing';

export default createPreview({ handlers: sandboxHandlers });
