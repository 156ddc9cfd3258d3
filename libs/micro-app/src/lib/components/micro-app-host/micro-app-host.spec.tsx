import { reportEvent, reportException } from '@exchange/monitoring';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { createFakeMicroApp, sampleMicroAppProps } from '../../../testing';
import { MicroAppHost } from './micro-app-host';

jest.mock('@exchange/monitoring', () => ({ reportEvent: jest.fn(), reportException: jest.fn() }));

const base = { name: 'demo', title: 'Demo', entryUrl: '/m/demo/entry.js', expectedVersion: '1.0.0', fullPageHref: '/demo' };

describe('MicroAppHost', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows loading, then mounts the micro-app with the props', async () => {
    const fake = createFakeMicroApp();
    renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    expect(screen.getByText('Loading Demo…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Micro-app demo 1.0.0 (en, light)')).toBeVisible();
    expect(fake.calls.map((c) => c.step)).toEqual(['check', 'load', 'mount']);
  });

  it('calls update only when a watched prop changes, and unmount when it leaves', async () => {
    const fake = createFakeMicroApp();
    const view = renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    await screen.findByText('Micro-app demo 1.0.0 (en, light)');
    view.rerender(<MicroAppHost {...base} props={{ ...sampleMicroAppProps, limitFlags: {} }} loader={fake.loader} />);
    view.rerender(<MicroAppHost {...base} props={{ ...sampleMicroAppProps, theme: 'dark' }} loader={fake.loader} />);
    expect(await screen.findByText('Micro-app demo 1.0.0 (en, dark)')).toBeVisible();
    view.unmount();
    expect(fake.calls.map((c) => c.step)).toEqual(['check', 'load', 'mount', 'update', 'unmount']);
  });

  it('loads nothing while hidden, and unmounts when hidden again', async () => {
    const fake = createFakeMicroApp();
    const view = renderWithProviders(<MicroAppHost {...base} hidden props={sampleMicroAppProps} loader={fake.loader} />);
    expect(view.container.querySelector('[data-micro-app-host]')).toBeNull();
    expect(fake.calls).toEqual([]);
    view.rerender(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    await screen.findByText('Micro-app demo 1.0.0 (en, light)');
    view.rerender(<MicroAppHost {...base} hidden props={sampleMicroAppProps} loader={fake.loader} />);
    expect(fake.calls.map((c) => c.step)).toEqual(['check', 'load', 'mount', 'unmount']);
    expect(view.container.querySelector('[data-micro-app-host]')).toBeNull();
  });

  it('degrades to the full-page link when the entry is missing', async () => {
    const fake = createFakeMicroApp({ check: { ok: false, status: 404 } });
    renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    expect(await screen.findByRole('link', { name: 'Open Demo in a full page' })).toHaveAttribute('href', '/demo');
    expect(fake.calls.map((c) => c.step)).toEqual(['check']);
    expect(reportEvent).toHaveBeenCalledWith('micro_app_fallback', { microApp: 'demo', reason: 'missing' });
  });

  it.each([
    ['the HEAD check', { check: { ok: true as const, version: '2.0.0' } }, ['check']],
    ['the registration', { version: '0.9.0', check: { ok: true as const, version: null } }, ['check', 'load']],
  ])('degrades to the link on a version mismatch seen by %s', async (_label, options, steps) => {
    const fake = createFakeMicroApp(options);
    renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    expect(await screen.findByText(/Demo is not available here right now/)).toBeVisible();
    expect(fake.calls.map((c) => c.step)).toEqual(steps);
  });

  it('shows the failed state and reports, never throws, when mount throws', async () => {
    const fake = createFakeMicroApp({ mountThrows: 'boom' });
    renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    expect(await screen.findByText(/Demo could not be loaded/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Demo in a full page' })).toBeVisible();
    expect(reportException).toHaveBeenCalledWith(new Error('boom'), { microApp: 'demo', step: 'mount' });
  });

  it('shows the failed state when the script does not load', async () => {
    const fake = createFakeMicroApp({ loadFails: true });
    renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    expect(await screen.findByText(/Demo could not be loaded/)).toBeVisible();
    await waitFor(() => expect(reportException).toHaveBeenCalledWith(new Error('script failed'), { microApp: 'demo', step: 'load' }));
  });

  it('reports an unmount that throws instead of throwing into the page', async () => {
    const fake = createFakeMicroApp();
    fake.registration.unmount = () => {
      throw new Error('unmount broke');
    };
    const view = renderWithProviders(<MicroAppHost {...base} props={sampleMicroAppProps} loader={fake.loader} />);
    await screen.findByText('Micro-app demo 1.0.0 (en, light)');
    expect(() => view.unmount()).not.toThrow();
    expect(reportException).toHaveBeenCalledWith(new Error('unmount broke'), { microApp: 'demo', step: 'unmount' });
  });
});
