import { compiledMessagesByLocale } from '@exchange/i18n/testing';
import { sandboxHandlers } from '@exchange/sandbox';
import { createPreview } from '@exchange/ui/storybook';

export default createPreview({ handlers: sandboxHandlers, messages: compiledMessagesByLocale() });
