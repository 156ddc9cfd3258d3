import { createFakeMicroApp } from '@exchange/micro-app/testing';
import { AppProviders, THEME_CHANGE_EVENT } from '@exchange/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { TRANSFERRED_EVENT } from '../../micro-app-settings';
import { TransferDialog, type TransferDialogProps } from './transfer-dialog';

const base = (overrides: Partial<TransferDialogProps> = {}): TransferDialogProps => ({
  open: true,
  onClose: () => undefined,
  kind: 'funds',
  site: 'main',
  locale: 'en',
  theme: 'light',
  limit: { is_uk_limit: false, is_italy_limit: false },
  onTransferred: () => undefined,
  ...overrides,
});

const renderDialog = (props: TransferDialogProps) =>
  render(
    <AppProviders locale="en" messages={{}}>
      <TransferDialog {...props} />
    </AppProviders>,
  );

beforeAll(() => {
  // jsdom has no <dialog> modal API.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('TransferDialog', () => {
  it('mounts the funds-transfer micro-app with the spec 02 §3 properties', async () => {
    const fake = createFakeMicroApp({ name: 'funds-transfer' });
    renderDialog(base({ loader: fake.loader, limit: { is_uk_limit: true, is_italy_limit: false } }));
    expect(screen.getByRole('heading', { name: 'Transfer funds' })).toBeInTheDocument();
    await screen.findByText('Micro-app funds-transfer 1.0.0 (en, light)');
    expect(fake.calls.find((c) => c.step === 'mount')?.props).toEqual({
      locale: 'en',
      languagePrefix: '',
      theme: 'light',
      limitFlags: { ukLimit: true, italyLimit: false },
      extra: { notificationProvider: false },
    });
  });

  it('gives the master transfer its sub_website_id and title', async () => {
    const fake = createFakeMicroApp({ name: 'master-transfer' });
    renderDialog(base({ kind: 'master', site: 'us', loader: fake.loader }));
    expect(screen.getByRole('heading', { name: 'Sub-account transfer' })).toBeInTheDocument();
    await screen.findByText(/Micro-app master-transfer/);
    expect(fake.calls.find((c) => c.step === 'mount')?.props?.extra).toEqual({ notificationProvider: false, subWebsiteId: 232 });
  });

  it("turns the micro-app's event into onTransferred, and ignores a foreign detail", async () => {
    const fake = createFakeMicroApp({ name: 'funds-transfer' });
    const onTransferred = jest.fn();
    renderDialog(base({ loader: fake.loader, onTransferred }));
    const text = await screen.findByText(/Micro-app funds-transfer/);
    const detail = { kind: 'funds', currency: 'USDT', amount: '10', from: 'spot', to: 'futures' };
    act(() => {
      text.dispatchEvent(new CustomEvent(TRANSFERRED_EVENT, { bubbles: true, detail }));
      text.dispatchEvent(new CustomEvent(TRANSFERRED_EVENT, { bubbles: true, detail: { kind: 'other' } }));
      text.dispatchEvent(new CustomEvent(TRANSFERRED_EVENT, { bubbles: true, detail: 'x' }));
    });
    expect(onTransferred.mock.calls).toEqual([[detail]]);
  });

  it('updates the theme when the preference changes', async () => {
    const fake = createFakeMicroApp({ name: 'funds-transfer' });
    renderDialog(base({ loader: fake.loader }));
    await screen.findByText('Micro-app funds-transfer 1.0.0 (en, light)');
    act(() => {
      window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: 'dark' }));
    });
    await screen.findByText('Micro-app funds-transfer 1.0.0 (en, dark)');
    expect(fake.calls.filter((c) => c.step === 'update')).toHaveLength(1);
  });

  it('degrades to a link to the assets page when the bundle is missing', async () => {
    const fake = createFakeMicroApp({ name: 'funds-transfer', check: { ok: false, status: 404 } });
    renderDialog(base({ loader: fake.loader, locale: 'ar' }));
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('href', '/ar/myaccount/assets'));
  });
});
