import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { OverlayBand } from '../rules/pick-active-overlay';
import { OverlayQueueProvider, useOverlaySlot } from './overlay-queue';

function Slot({ id, band, rank = 0, wanted = true }: { id: string; band: OverlayBand; rank?: number; wanted?: boolean }) {
  const { isActive, dismiss } = useOverlaySlot({ id, band, rank }, wanted);
  if (!isActive) return null;
  return (
    <div role="dialog" aria-label={id}>
      <button type="button" onClick={dismiss}>
        Dismiss {id}
      </button>
    </div>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => <OverlayQueueProvider>{children}</OverlayQueueProvider>;

describe('useOverlaySlot', () => {
  it('with two slots wanted only the higher-priority one is active; dismissing it activates the next', async () => {
    const user = userEvent.setup();
    render(
      <OverlayQueueProvider>
        <Slot id="kyc" band="prompt" />
        <Slot id="agreement" band="consent" />
      </OverlayQueueProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'agreement' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'kyc' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss agreement' }));
    expect(screen.queryByRole('dialog', { name: 'agreement' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'kyc' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss kyc' }));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('an unwanted slot never blocks the others, and withdrawing makes room', async () => {
    const user = userEvent.setup();
    function Toggle() {
      const [wanted, setWanted] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setWanted(false)}>
            withdraw
          </button>
          <Slot id="detect" band="blocking" wanted={wanted} />
          <Slot id="promo" band="marketing" />
          <Slot id="idle" band="blocking" wanted={false} />
        </>
      );
    }
    render(
      <OverlayQueueProvider>
        <Toggle />
      </OverlayQueueProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'detect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'withdraw' }));
    expect(screen.getByRole('dialog', { name: 'promo' })).toBeInTheDocument();
  });

  it('same band and rank: first requested wins', () => {
    render(
      <OverlayQueueProvider>
        <Slot id="first" band="notice" rank={2} />
        <Slot id="second" band="notice" rank={2} />
      </OverlayQueueProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'first' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'second' })).not.toBeInTheDocument();
  });

  it('reports inactive when not wanted and active after the effect when wanted', () => {
    const { result, rerender } = renderHook(({ wanted }) => useOverlaySlot({ id: 'solo', band: 'blocking', rank: 0 }, wanted), {
      wrapper,
      initialProps: { wanted: false },
    });
    expect(result.current.isActive).toBe(false);
    rerender({ wanted: true });
    expect(result.current.isActive).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.isActive).toBe(false);
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useOverlaySlot({ id: 'x', band: 'notice', rank: 0 }, true))).toThrow(
      'useOverlaySlot must be used inside <OverlayQueueProvider>',
    );
    spy.mockRestore();
  });
});
