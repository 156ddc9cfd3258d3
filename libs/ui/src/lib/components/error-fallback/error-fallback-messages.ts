import { defineMessages } from 'react-intl';

/**
 * The error view's own messages, apart from the library's `messages.ts`: the route error boundary is a chunk of its
 * own in every page's first load, and one shared messages object would carry every ui label into it.
 */
export const errorFallbackMessages = defineMessages({
  title: { id: 'ui.errorFallback.title', defaultMessage: 'Something went wrong' },
  description: {
    id: 'ui.errorFallback.description',
    defaultMessage: 'Please refresh the page. If the problem continues, try again later.',
  },
  refresh: { id: 'ui.errorFallback.refresh', defaultMessage: 'Refresh' },
});
