import { FALL_COLOR, RISE_COLOR } from '@exchange/ui';
import { PALETTES, RISK_COLOR_VARS, paletteFor } from './palette';

describe('paletteFor (the chart colour source; spec 03 §4 risk colour scheme, decision 1202)', () => {
  it('names the same variables as @exchange/ui', () => {
    expect(`var(${RISK_COLOR_VARS.up})`).toBe(RISE_COLOR);
    expect(`var(${RISK_COLOR_VARS.down})`).toBe(FALL_COLOR);
  });

  it.each([
    ['the page sets red up', { '--exchange-rise': '#cf304a', '--exchange-fall': '#03a66d' }, { up: '#cf304a', down: '#03a66d' }],
    ['the page sets green up', { '--exchange-rise': '#03a66d', '--exchange-fall': '#cf304a' }, { up: '#03a66d', down: '#cf304a' }],
    ['no variables (keeps the palette)', {}, { up: PALETTES.light.up, down: PALETTES.light.down }],
    ['only one variable (keeps the palette)', { '--exchange-rise': '#cf304a' }, { up: PALETTES.light.up, down: PALETTES.light.down }],
  ])('%s', (_label, vars, expected) => {
    const root = document.body.appendChild(document.createElement('div'));
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    const palette = paletteFor('light', root);
    expect({ up: palette.up, down: palette.down }).toEqual(expected);
    expect(palette.background).toBe(PALETTES.light.background);
  });

  it('gives the theme palette without a document root', () => {
    expect(paletteFor('dark', null)).toBe(PALETTES.dark);
  });
});
