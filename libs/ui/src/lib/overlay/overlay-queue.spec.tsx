import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { OVERLAY_PRIORITY } from '../rules/pick-active-overlay';
import { OverlayQueueProvider, useOverlaySlot } from './overlay-queue';

function Slot({ id, priority, wanted = true }: { id: string; priority: number; wanted?: boolean }) {
  const { isActive, dismiss } = useOverlaySlot(id, priority, wanted);
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
        <Slot id="kyc" priority={OVERLAY_PRIORITY.kyc} />
        <Slot id="agreement" priority={OVERLAY_PRIORITY.agreement} />
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
          <Slot id="detect" priority={OVERLAY_PRIORITY.ipDetection} wanted={wanted} />
          <Slot id="promo" priority={OVERLAY_PRIORITY.promotion} />
          <Slot id="idle" priority={0} wanted={false} />
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

  it('equal priorities: first registered wins', () => {
    render(
      <OverlayQueueProvider>
        <Slot id="first" priority={40} />
        <Slot id="second" priority={40} />
      </OverlayQueueProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'first' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'second' })).not.toBeInTheDocument();
  });

  it('reports inactive when not wanted and active after the effect when wanted', () => {
    const { result, rerender } = renderHook(({ wanted }) => useOverlaySlot('solo', 10, wanted), {
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
    expect(() => renderHook(() => useOverlaySlot('x', 1, true))).toThrow('useOverlaySlot must be used inside <OverlayQueueProvider>');
    spy.mockRestore();
  });
});
