import { sandboxHandlers } from '@exchange/sandbox';
import { createPreview } from '../src/testing/storybook-preview';

export default createPreview({ handlers: sandboxHandlers });
