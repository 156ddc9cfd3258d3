import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/** Spec 03 §8: "A tooltip-modal throws if its child is not a single element." */
export const SINGLE_ELEMENT_CHILD_ERROR = 'TooltipModal expects exactly one element as its child';

/** The one element child, or throws (text, fragments of several, nothing, or more than one child). */
export function singleElementChild(children: ReactNode): ReactElement {
  const list = Children.toArray(children);
  const only = list[0];
  if (list.length !== 1 || !isValidElement(only)) throw new Error(SINGLE_ELEMENT_CHILD_ERROR);
  return only;
}
