import { sandboxHandlers } from '@exchange/sandbox';
import { createPreview } from '../src/testing';

export default createPreview({ handlers: sandboxHandlers });
