'use client';
import { useIntl } from 'react-intl';
import { messages as m } from '../messages';
import type { AmountProblem } from '../rules/amount-check';

/** The limits a problem's sentence names (amounts with their coin). */
export interface ProblemValues {
  min?: string;
  max?: string;
  available?: string;
}

/** The sentence for a problem, in the page's language. */
export function useProblemText(): (problem: AmountProblem, values?: ProblemValues) => string {
  const intl = useIntl();
  return (problem, values = {}) => {
    switch (problem) {
      case 'empty':
        return intl.formatMessage(m.problemEmpty);
      case 'belowMinimum':
        return intl.formatMessage(m.problemBelowMinimum, { min: values.min ?? '' });
      case 'aboveMaximum':
        return intl.formatMessage(m.problemAboveMaximum, { max: values.max ?? '' });
      case 'insufficient':
        return intl.formatMessage(m.problemInsufficient, { available: values.available ?? '' });
      case 'expired':
        return intl.formatMessage(m.problemExpired);
      case 'restricted':
        return intl.formatMessage(m.problemRestricted);
      case 'kyc':
        return intl.formatMessage(m.problemKyc);
      case 'samePair':
        return intl.formatMessage(m.problemSamePair);
      default:
        return intl.formatMessage(m.problemUnavailable);
    }
  };
}
