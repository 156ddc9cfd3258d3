import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen } from '@testing-library/react';
import { HomeBanner } from './home-banner';

const plan = {
  plan_id: '101',
  title: 'Trade BTC with zero fees this week',
  content: 'Limited-time campaign for spot trading.',
  img: '/static/sandbox/banner.png',
  img_h5: '/static/sandbox/banner-h5.png',
  url: '/trade/BTC_USDT',
};

describe('HomeBanner (spec 03 §2 homepage banner 2)', () => {
  it('is one localized link with the title, content and the phone image', () => {
    renderWithProviders(<HomeBanner plan={plan} localize={(path) => `/zh${path}`} />);
    const region = screen.getByRole('region', { name: plan.title });
    expect(region).toHaveAttribute('data-plan-id', '101');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/zh/trade/BTC_USDT');
    expect(region).toHaveTextContent(plan.content);
    expect(region.querySelector('source')).toHaveAttribute('srcset', plan.img_h5);
  });

  it.each([
    ['a script url', 'javascript:alert(1)'],
    ['another origin not in the allow list', 'https://evil.example/'],
    ['a protocol-relative url', '//evil.example'],
  ])('has no link for %s', (_label, url) => {
    renderWithProviders(<HomeBanner plan={{ ...plan, url }} />);
    expect(screen.getByRole('region', { name: plan.title })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps an allowed absolute url', () => {
    renderWithProviders(
      <HomeBanner plan={{ ...plan, url: 'https://www.exchange.example/x' }} allowOrigins={['https://www.exchange.example']} />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://www.exchange.example/x');
  });

  it('reports its exposure once, after 1 s on screen (spec 03 §9)', async () => {
    jest.useFakeTimers();
    try {
      const onExposure = jest.fn();
      const { rerender } = renderWithProviders(<HomeBanner plan={plan} onExposure={onExposure} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(999);
      });
      expect(onExposure).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      rerender(<HomeBanner plan={plan} onExposure={onExposure} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(onExposure).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
