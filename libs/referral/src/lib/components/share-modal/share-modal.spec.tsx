import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failingShareImage, hangingShareImage, instantShareImage } from '../../../testing';
import { renderWithAppProviders } from '../../../testing/render';
import type { ShareCard } from '../../rules/share-image';
import { ShareModal } from './share-modal';

const card: ShareCard = {
  kind: 'referral',
  brand: 'Exchange',
  title: 'Join me and trade crypto',
  highlight: 'PARTNER88',
  tone: 'neutral',
  rows: [{ label: 'Account type', value: 'Partner' }],
  footer: 'https://www.exchange.test/signup?ref=PARTNER88',
};
const link = card.footer;
const base = { open: true, onClose: () => undefined, card, link, fileName: 'referral-PARTNER88' };

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:share-1');
  URL.revokeObjectURL = jest.fn();
});

describe('ShareModal (spec 03 §2, §5, §9)', () => {
  it('renders the image and offers its download and the link', async () => {
    const renderImage = jest.fn(instantShareImage);
    renderWithAppProviders(<ShareModal {...base} renderImage={renderImage} />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(await within(dialog).findByRole('img', { name: 'Share image: Join me and trade crypto, PARTNER88' })).toHaveAttribute(
      'src',
      'blob:share-1',
    );
    expect(within(dialog).getByRole('link', { name: 'Download image' })).toHaveAttribute('download', 'referral-PARTNER88.png');
    expect(renderImage).toHaveBeenCalledWith(card, 'ltr');
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithAppProviders(<ShareModal {...base} renderImage={instantShareImage} />);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
  });

  it('shows the failure state with a retry when the image cannot be drawn', async () => {
    const user = userEvent.setup();
    const renderImage = jest
      .fn<Promise<Blob>, []>(failingShareImage)
      .mockImplementationOnce(failingShareImage)
      .mockImplementationOnce(instantShareImage);
    renderWithAppProviders(<ShareModal {...base} renderImage={renderImage} />);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The share image could not be created. You can still copy the link.',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img')).toBeInTheDocument();
  });

  it('gives up after 10 s with the timeout message', async () => {
    jest.useFakeTimers();
    try {
      renderWithAppProviders(<ShareModal {...base} renderImage={hangingShareImage} />);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText('Creating your share image…')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(9999);
      });
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('took too long (over 10 seconds)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('in the native app (share-image v3) hands over to the app instead of drawing', async () => {
    const user = userEvent.setup();
    const renderImage = jest.fn(instantShareImage);
    const onNativeShare = jest.fn();
    renderWithAppProviders(<ShareModal {...base} mode="native" onNativeShare={onNativeShare} renderImage={renderImage} />);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Share in the app' }));
    expect(onNativeShare).toHaveBeenCalledTimes(1);
    expect(renderImage).not.toHaveBeenCalled();
  });

  it('closes from the close button and frees the image', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithAppProviders(<ShareModal {...base} onClose={onClose} renderImage={instantShareImage} />);
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<ShareModal {...base} open={false} onClose={onClose} renderImage={instantShareImage} />);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:share-1');
  });
});
