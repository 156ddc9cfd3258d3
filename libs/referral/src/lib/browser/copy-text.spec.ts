import { copyText } from './copy-text';

describe('copyText', () => {
  it('writes the text and reports success', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyText('https://x.test/signup?ref=A', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.test/signup?ref=A');
  });
  it.each([
    ['a refusing clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, 'x'],
    ['no clipboard', undefined, 'x'],
    ['empty text', { writeText: jest.fn() }, ''],
  ])('%s → false', async (_label, clipboard, text) => expect(await copyText(text, clipboard)).toBe(false));
});
