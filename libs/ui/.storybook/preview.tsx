import { compiledMessagesByLocale } from '@exchange/i18n/testing';
import { sandboxHandlers } from '@exchange/sandbox';
import { createPreview } from '../src/testing/storybook-preview';

export default createPreview({ handlers: sandboxHandlers, messages: compiledMessagesByLocale() });
