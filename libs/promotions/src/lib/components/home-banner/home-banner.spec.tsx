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

  it.each([
    ['another https host', 'https://evil.example/a.png'],
    ['userinfo before an image origin', 'https://static.exchange.example@evil.example/a.png'],
    ['a data url', 'data:image/svg+xml,<svg/>'],
    ['a tab between slashes', '/\t/evil.example/a.png'],
  ])('loads no image for %s: the placeholder instead (issue 26 item 6)', (_label, img) => {
    const view = renderWithProviders(
      <HomeBanner plan={{ ...plan, img, img_h5: img }} imageOrigins={['https://static.exchange.example']} />,
    );
    expect(view.container.querySelector('img, source')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it("loads an image from the site's image origins", () => {
    const img = 'https://static.exchange.example/banner.png';
    const view = renderWithProviders(<HomeBanner plan={{ ...plan, img, img_h5: '' }} imageOrigins={['https://static.exchange.example']} />);
    expect(view.container.querySelector('img')).toHaveAttribute('src', img);
    expect(view.container.querySelector('source')).toBeNull();
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
