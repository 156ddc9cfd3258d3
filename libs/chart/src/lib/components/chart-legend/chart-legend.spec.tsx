import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { demoLegendHover } from '../../../testing/fixtures';
import { PALETTES } from '../../engine/palette';
import { ChartLegend } from './chart-legend';

const hover = demoLegendHover;

const legend = (plotWidth?: number) =>
  renderWithProviders(
    <ChartLegend
      symbol="BTC_USDT"
      resolution="60"
      timeZone="UTC"
      locale="en"
      priceDecimals={1}
      hover={hover}
      palette={PALETTES.light}
      right={130}
      plotWidth={plotWidth}
    />,
  );

describe('ChartLegend (decision 1978)', () => {
  it('a wide plot shows the symbol, the time, OHLC, volume, the indicators and the time zone', () => {
    legend(600);
    const el = screen.getByTestId('chart-legend');
    expect(el).toHaveTextContent('BTC_USDT · 60');
    expect(el).toHaveTextContent('C 61,030.5');
    expect(el).toHaveTextContent('MA(5) 61,000.0');
    // The volume pane's MA reads as a volume.
    expect(el).toHaveTextContent('MA(5) 19.17K');
    expect(el).toHaveTextContent('Time zone: UTC');
    expect(el).not.toHaveAttribute('data-compact');
  });

  it('a phone-sized plot shows open, high, low and close only, on the chart background', () => {
    legend(236);
    const el = screen.getByTestId('chart-legend');
    expect(el).toHaveAttribute('data-compact', 'true');
    for (const text of ['O 61,019.5', 'H 61,036.6', 'L 60,901.3', 'C 61,030.5']) expect(el).toHaveTextContent(text);
    expect(el).not.toHaveTextContent('BTC_USDT');
    expect(el).not.toHaveTextContent('Time zone');
    expect(el).not.toHaveTextContent('MA(5)');
    expect(el.style.background).not.toBe('');
  });

  it('without a measured plot it is the full legend', () => {
    legend();
    expect(screen.getByTestId('chart-legend')).toHaveTextContent('Time zone: UTC');
  });
});
