import { expect, waitFor } from 'storybook/test';

/** Story-level globals for the Arabic (right-to-left) variant of a story; the shared preview reads `locale`. */
export const ARABIC_GLOBALS = { locale: 'ar' } as const;

/** Play function of an Arabic variant: the document and the story root are right-to-left in Arabic. */
export async function playArabic({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const doc = canvasElement.ownerDocument;
  await waitFor(
    () => {
      expect(doc.documentElement).toHaveAttribute('lang', 'ar');
      expect(doc.documentElement).toHaveAttribute('dir', 'rtl');
    },
    { timeout: 5000 },
  );
  await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
}
