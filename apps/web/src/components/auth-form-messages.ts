import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  refused: { id: 'web.auth.refused', defaultMessage: 'The exchange answered: {message}' },
  emailCodeSent: { id: 'web.auth.emailCodeSent', defaultMessage: 'We sent a 6-digit code to {email}. It expires in 10 minutes.' },
});

/** The plain auth form's texts with values (issue 23: server refusals, the e-mailed code); plain descriptors so values are accepted. */
export const authFormMessages: { readonly [K in keyof typeof descriptors]: MessageDescriptor } = descriptors;
