import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alphaCards } from '../../../testing/fixtures';
import { AlphaBanner } from './alpha-banner';

const card = alphaCards[0] ?? { id: 1, title: 'Alpha: PEPE', url: '/alpha/PEPE', img: '' };

describe('AlphaBanner (spec 03 §2, §4)', () => {
  it('shows the card as a localized link', () => {
    renderWithProviders(<AlphaBanner card={card} localize={(path) => `/ar${path}`} />);
    const banner = screen.getByRole('complementary', { name: 'Alpha picks' });
    expect(banner).toHaveAttribute('data-card-id', '1');
    expect(screen.getByRole('link', { name: card.title })).toHaveAttribute('href', '/ar/alpha/PEPE');
  });

  it('shows the title without a link when the card url is unsafe', () => {
    renderWithProviders(<AlphaBanner card={{ ...card, url: 'javascript:alert(1)' }} />);
    expect(screen.getByText(card.title)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['another https host', 'https://evil.example/a.png', null],
    ['userinfo', 'https://static.exchange.example@evil.example/a.png', null],
    ['javascript', 'javascript:alert(1)', null],
    ['an image origin', 'https://static.exchange.example/a.png', 'https://static.exchange.example/a.png'],
    ['a site path', '/static/sandbox/alpha-1.svg', '/static/sandbox/alpha-1.svg'],
  ])('image from %s: %p loads %p, else the placeholder (issue 26 item 6)', (_label, img, expected) => {
    const view = renderWithProviders(
      <AlphaBanner card={{ ...card, img, img_v2: '' }} imageOrigins={['https://static.exchange.example']} />,
    );
    expect(view.container.querySelector('img')?.getAttribute('src') ?? null).toBe(expected);
    expect(screen.queryByTestId('image-placeholder') !== null).toBe(expected === null);
  });

  it('hides on close and tells the owner (who stores the close time)', async () => {
    const onClose = jest.fn();
    renderWithProviders(<AlphaBanner card={card} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close alpha banner' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports no exposure when closed within the first second', async () => {
    jest.useFakeTimers();
    try {
      const onExposure = jest.fn();
      renderWithProviders(<AlphaBanner card={card} onExposure={onExposure} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      act(() => screen.getByRole('button', { name: 'Close alpha banner' }).click());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      expect(onExposure).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
