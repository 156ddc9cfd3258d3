/** True for a character below U+0020 or U+007F (line breaks, tabs, NUL…). */
const hasControlCharacter = (text: string): boolean => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path on this site: one leading `/` (not `//`, not `/\`), no backslash, no control characters. */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])/.test(path) && !path.includes('\\') && !hasControlCharacter(path);
