import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import type { OverlayBand, OverlayRegistration } from '../rules/pick-active-overlay';
import { OverlayQueueProvider } from './overlay-queue';
import { useQueuedDialog, type DialogCloseReason, type QueuedDialogLifecycle } from './use-queued-dialog';

const NOTICE: OverlayRegistration = { id: 'notice', band: 'notice', rank: 0 };

type Mode = 'plain' | 'StrictMode';
const modes: Mode[] = ['plain', 'StrictMode'];

function wrap(mode: Mode) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const queue = <OverlayQueueProvider>{children}</OverlayQueueProvider>;
    return mode === 'StrictMode' ? <StrictMode>{queue}</StrictMode> : queue;
  };
}

function spies() {
  return { onShown: jest.fn(), onClosed: jest.fn<void, [DialogCloseReason]>() };
}

interface Props {
  wanted: boolean;
  lifecycle?: QueuedDialogLifecycle;
}

function renderDialog(mode: Mode, initial: Props) {
  return renderHook(({ wanted, lifecycle }: Props) => useQueuedDialog(NOTICE, wanted, lifecycle), {
    wrapper: wrap(mode),
    initialProps: initial,
  });
}

describe.each(modes)('useQueuedDialog (%s)', (mode) => {
  it.each([
    { wanted: false, isOpen: false, shown: 0 },
    { wanted: true, isOpen: true, shown: 1 },
  ])('wanted $wanted on mount: isOpen $isOpen, onShown $shown time(s)', ({ wanted, isOpen, shown }) => {
    const lifecycle = spies();
    const { result } = renderDialog(mode, { wanted, lifecycle });
    expect(result.current.isOpen).toBe(isOpen);
    expect(lifecycle.onShown).toHaveBeenCalledTimes(shown);
    expect(lifecycle.onClosed).not.toHaveBeenCalled();
  });

  it('onShown fires once across re-renders and new lifecycle objects, and the latest callbacks are called', () => {
    const first = spies();
    const { result, rerender } = renderDialog(mode, { wanted: true, lifecycle: first });
    const second = spies();
    rerender({ wanted: true, lifecycle: second });
    rerender({ wanted: true, lifecycle: second });
    expect(first.onShown).toHaveBeenCalledTimes(1);
    expect(second.onShown).not.toHaveBeenCalled();
    act(() => result.current.close('action'));
    expect(first.onClosed).not.toHaveBeenCalled();
    expect(second.onClosed).toHaveBeenCalledWith('action');
  });

  it.each<{ calls: (DialogCloseReason | undefined | 'event')[]; reason: DialogCloseReason }>([
    { calls: [undefined], reason: 'dismiss' },
    { calls: ['dismiss'], reason: 'dismiss' },
    { calls: ['action'], reason: 'action' },
    { calls: ['action', 'dismiss', undefined], reason: 'action' },
    { calls: ['event'], reason: 'dismiss' },
  ])('close($calls) closes it and fires onClosed once with "$reason"', ({ calls, reason }) => {
    const lifecycle = spies();
    const { result } = renderDialog(mode, { wanted: true, lifecycle });
    for (const call of calls) {
      // 'event': `close` passed straight to onClick receives the click event.
      const arg = (call === 'event' ? new MouseEvent('click') : call) as DialogCloseReason | undefined;
      act(() => result.current.close(arg));
    }
    expect(result.current.isOpen).toBe(false);
    expect(lifecycle.onClosed).toHaveBeenCalledTimes(1);
    expect(lifecycle.onClosed).toHaveBeenCalledWith(reason);
    expect(lifecycle.onShown).toHaveBeenCalledTimes(1);
  });

  it('wanted turning false withdraws it silently; wanted again, it is back without a second onShown', () => {
    const lifecycle = spies();
    const { result, rerender } = renderDialog(mode, { wanted: true, lifecycle });
    rerender({ wanted: false, lifecycle });
    expect(result.current.isOpen).toBe(false);
    expect(lifecycle.onClosed).not.toHaveBeenCalled();
    rerender({ wanted: true, lifecycle });
    expect(result.current.isOpen).toBe(true);
    expect(lifecycle.onShown).toHaveBeenCalledTimes(1);
  });

  it('once closed it stays closed for the page view, even when wanted again', () => {
    const lifecycle = spies();
    const { result, rerender } = renderDialog(mode, { wanted: true, lifecycle });
    act(() => result.current.close());
    rerender({ wanted: false, lifecycle });
    rerender({ wanted: true, lifecycle });
    expect(result.current.isOpen).toBe(false);
    expect(lifecycle.onShown).toHaveBeenCalledTimes(1);
    expect(lifecycle.onClosed).toHaveBeenCalledTimes(1);
  });

  it('a dialog remounted within the same page view does not fire onShown again', () => {
    const lifecycle = spies();
    function Dialog() {
      const { isOpen } = useQueuedDialog(NOTICE, true, lifecycle);
      return isOpen ? <div role="dialog" aria-label="notice" /> : null;
    }
    function Host() {
      const [mounted, setMounted] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setMounted((m) => !m)}>
            toggle
          </button>
          {mounted && <Dialog />}
        </>
      );
    }
    const Wrapper = wrap(mode);
    render(
      <Wrapper>
        <Host />
      </Wrapper>,
    );
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByRole('dialog', { name: 'notice' })).toBeInTheDocument();
    expect(lifecycle.onShown).toHaveBeenCalledTimes(1);
  });

  it('two queued dialogs: the second is shown (and its onShown fires) only after the first is closed', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    function Queued({ id, band }: { id: string; band: OverlayBand }) {
      const { isOpen, close } = useQueuedDialog({ id, band, rank: 0 }, true, {
        onShown: () => log.push(`shown ${id}`),
        onClosed: (reason) => log.push(`closed ${id} (${reason})`),
      });
      if (!isOpen) return null;
      return (
        <div role="dialog" aria-label={id}>
          <button type="button" onClick={() => close()}>
            Close {id}
          </button>
          <button type="button" onClick={() => close('action')}>
            Go {id}
          </button>
        </div>
      );
    }
    const Wrapper = wrap(mode);
    render(
      <Wrapper>
        <Queued id="kyc" band="prompt" />
        <Queued id="agreement" band="consent" />
      </Wrapper>,
    );
    expect(screen.getByRole('dialog', { name: 'agreement' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'kyc' })).not.toBeInTheDocument();
    expect(log).toEqual(['shown agreement']);
    await user.click(screen.getByRole('button', { name: 'Go agreement' }));
    expect(screen.getByRole('dialog', { name: 'kyc' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close kyc' }));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(log).toEqual(['shown agreement', 'closed agreement (action)', 'shown kyc', 'closed kyc (dismiss)']);
  });
});

describe('useQueuedDialog outside the provider', () => {
  it('throws a clear error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useQueuedDialog(NOTICE, true))).toThrow('must be used inside <OverlayQueueProvider>');
    spy.mockRestore();
  });
});
