import { sandboxHandlers } from '@exchange/sandbox';
import { createPreview } from '@exchange/ui/storybook';

export default createPreview({ handlers: sandboxHandlers });
