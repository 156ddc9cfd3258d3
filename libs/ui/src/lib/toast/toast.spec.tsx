import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ShellProviders } from '../providers/shell-providers';
import { ToastProvider, useToast, type ToastApi } from './toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

const renderProvider = (max?: number) =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <ToastProvider max={max}>
        <Capture />
      </ToastProvider>
    </IntlProvider>,
  );

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts a non-error toast into the polite status region and an error into the alert region', () => {
    renderProvider();
    // No landmark while empty; the live lists are there from the start so the first toast is announced.
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      api.show({ status: 'success', title: 'Saved', description: 'Your settings were saved.' });
      api.show({ status: 'error', description: 'Wrong fund password' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Your settings were saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Wrong fund password')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('closes after 5 s by default, and after its own duration', () => {
    renderProvider();
    act(() => {
      api.show({ status: 'info', description: 'default' });
      api.show({ status: 'info', description: 'short', duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('short')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('short')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('default')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('default')).not.toBeInTheDocument();
  });

  it('pauses while hovered and while it holds the focus, then counts down what was left', () => {
    renderProvider();
    act(() => {
      api.show({ status: 'warning', description: 'paused' });
    });
    const item = screen.getByText('paused').closest('li') as HTMLElement;
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('paused')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    const close = screen.getByRole('button', { name: 'Close notification' });
    fireEvent.focus(close);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('paused')).toBeInTheDocument();
    fireEvent.blur(close);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('paused')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('paused')).not.toBeInTheDocument();
  });

  it('stays until closed with duration 0; the close button and dismiss(id) both close', () => {
    renderProvider();
    let id = '';
    act(() => {
      api.show({ status: 'info', description: 'sticky', duration: 0 });
      id = api.show({ status: 'info', description: 'by id', duration: 0 });
    });
    act(() => jest.advanceTimersByTime(600_000));
    expect(screen.getByText('sticky')).toBeInTheDocument();
    act(() => api.dismiss(id));
    expect(screen.queryByText('by id')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('sticky')).not.toBeInTheDocument();
  });

  it('stacks up to `max`, the oldest leaving first, and gives each toast its own id', () => {
    renderProvider(2);
    const ids: string[] = [];
    act(() => {
      for (const n of [1, 2, 3]) ids.push(api.show({ status: 'info', description: `n${n}` }));
    });
    expect(new Set(ids).size).toBe(3);
    expect(
      within(screen.getByRole('status'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['n2', 'n3']);
  });

  it('is mounted by ShellProviders', () => {
    render(
      <ShellProviders locale="en" messages={{}}>
        <Capture />
      </ShellProviders>,
    );
    act(() => {
      api.show({ status: 'info', description: 'from the shell' });
    });
    expect(screen.getByText('from the shell')).toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/needs a <ToastProvider>/);
  });
});
