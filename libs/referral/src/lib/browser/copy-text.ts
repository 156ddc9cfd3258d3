/** Copies text with the asynchronous clipboard; false when the browser refuses or has none (never throws). */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof text !== 'string' || text === '') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
