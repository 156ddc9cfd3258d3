import { renderWithProviders } from '@exchange/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { DownloadBanner } from './download-banner';

describe('DownloadBanner (spec 01 §4, §9: click wait 200 ms, view event after 1 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders nothing when the rule says no', () => {
    renderWithProviders(<DownloadBanner visible={false} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('sends the view event after 1 s, once', () => {
    const onTrack = jest.fn();
    const { rerender } = renderWithProviders(<DownloadBanner visible onTrack={onTrack} />);
    act(() => jest.advanceTimersByTime(999));
    expect(onTrack).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onTrack).toHaveBeenCalledWith('view');
    rerender(<DownloadBanner visible onTrack={onTrack} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(onTrack).toHaveBeenCalledTimes(1);
  });

  it('a click waits 200 ms before navigating', () => {
    const navigate = jest.fn();
    const onTrack = jest.fn();
    renderWithProviders(<DownloadBanner visible href="/appdownload" navigate={navigate} onTrack={onTrack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open App' }));
    expect(onTrack).toHaveBeenCalledWith('click');
    act(() => jest.advanceTimersByTime(199));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/appdownload');
  });

  it('closing hides it and sends no view event afterwards', () => {
    const onTrack = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<DownloadBanner visible onTrack={onTrack} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close app download banner' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(onTrack.mock.calls).toEqual([['close']]);
  });
});
