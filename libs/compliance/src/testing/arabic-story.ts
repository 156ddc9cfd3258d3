import { expect, waitFor, within } from 'storybook/test';

/** Story-level globals for the Arabic (right-to-left) variant of a story; the shared preview reads `locale`. */
export const ARABIC_GLOBALS = { locale: 'ar' } as const;

const RTL_TIMEOUT = { timeout: 5000 };

/**
 * Play function of an Arabic variant: the document and the story root are right-to-left in Arabic and, for a
 * dialog story, the dialog (portalled into `document.body`) is open, labelled and laid out right-to-left.
 */
export function playArabic({ dialog }: { dialog: boolean }) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => {
      expect(doc.documentElement).toHaveAttribute('lang', 'ar');
      expect(doc.documentElement).toHaveAttribute('dir', 'rtl');
    }, RTL_TIMEOUT);
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    if (!dialog) return;
    const body = within(doc.body);
    const open = await waitFor(() => {
      const found = [...body.queryAllByRole('dialog'), ...body.queryAllByRole('alertdialog')];
      const first = found[0];
      if (first === undefined) throw new Error('no open dialog yet');
      return first;
    }, RTL_TIMEOUT);
    await expect(open).toHaveAccessibleName();
    await expect(getComputedStyle(open).direction).toBe('rtl');
  };
}
