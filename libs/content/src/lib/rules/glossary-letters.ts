/** A letter of the glossary index and whether any term starts with it. */
export interface GlossaryLetter {
  letter: string;
  hasTerms: boolean;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The first letter a term files under: A–Z, anything else under '#'. */
export const letterOf = (term: string): string => {
  const first = term.trim().charAt(0).toUpperCase();
  return ALPHABET.includes(first) ? first : '#';
};

/** The glossary's A–Z index (issue 25 item 5): every letter, marked when a term starts with it. */
export function glossaryLetters(terms: readonly string[]): GlossaryLetter[] {
  const used = new Set(terms.map(letterOf));
  return ALPHABET.map((letter) => ({ letter, hasTerms: used.has(letter) }));
}
