import { FALL_COLOR, RISE_COLOR, readRiskColors, riskColorCss, trendColor } from './risk-colors';

describe('risk colours (spec 03 §4: Chinese locales red up, others green up)', () => {
  it('maps rising to green and falling to red by default, and swaps them under risk-red-up', () => {
    expect(riskColorCss[':root']).toEqual({
      '--exchange-rise': 'var(--chakra-colors-green-fg)',
      '--exchange-fall': 'var(--chakra-colors-red-fg)',
    });
    expect(riskColorCss[':root.risk-red-up']).toEqual({
      '--exchange-rise': 'var(--chakra-colors-red-fg)',
      '--exchange-fall': 'var(--chakra-colors-green-fg)',
    });
  });

  it.each([
    [1.5, RISE_COLOR],
    [-0.2, FALL_COLOR],
    [0, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('trendColor(%p) → %p', (change, expected) => {
    expect(trendColor(change)).toBe(expected);
  });

  it('reads the computed variables from <html>, and null when they are not set', () => {
    const root = document.body.appendChild(document.createElement('div'));
    expect(readRiskColors(root)).toBeNull();
    root.style.setProperty('--exchange-rise', '#cf304a');
    root.style.setProperty('--exchange-fall', '#03a66d');
    expect(readRiskColors(root)).toEqual({ rise: '#cf304a', fall: '#03a66d' });
    expect(readRiskColors(null)).toBeNull();
  });
});
