import { glossaryLetters, letterOf } from './glossary-letters';

describe('glossary A–Z index', () => {
  it.each([
    ['Airdrop', 'A'],
    ['  whale', 'W'],
    ['3× token', '#'],
    ['', '#'],
  ])('%s files under %s', (term, letter) => expect(letterOf(term)).toBe(letter));
  it('marks the letters that have terms, all 26 listed', () => {
    const letters = glossaryLetters(['Ask', 'Bid', 'Airdrop']);
    expect(letters).toHaveLength(26);
    expect(letters.filter((l) => l.hasTerms).map((l) => l.letter)).toEqual(['A', 'B']);
  });
});
