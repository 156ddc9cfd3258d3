import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiTips } from '../../../testing/api-shapes';
import { ComplianceTipsModal } from './compliance-tips-modal';

const NOW = Date.UTC(2025, 0, 15, 12);
const tip = apiTips({
  enable: true,
  path: ['home', 'login'],
  options: { maxCount: 2 },
  title: 'Important notice',
  content: 'Please read the Risk Disclosure.',
  text_link: [{ key: 'Risk Disclosure', link: '/user-agreement' }],
  ok_button: 'Read more',
  ok_button_router: '/announcements',
});

describe('ComplianceTipsModal', () => {
  it('shows on an allowed path of the main site, counts the view and navigates', async () => {
    const onStore = jest.fn();
    const onNavigate = jest.fn();
    renderWithProviders(
      <ComplianceTipsModal site="main" path="/" tip={tip} stored={{}} now={NOW} onStore={onStore} onNavigate={onNavigate} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Important notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/user-agreement');
    expect(onStore.mock.calls.map(([w]) => w)).toEqual([
      { storageKey: 'compliance_modal_shown', value: '1', ttlMs: null, storage: 'session' },
      { storageKey: 'compliance_modal_count_home', value: `1/${NOW}`, ttlMs: null, storage: 'local' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(onNavigate).toHaveBeenCalledWith('/announcements');
  });

  it.each([
    ['another site', { site: 'us' }],
    ['a path the tip does not allow', { path: '/signup' }],
    ['already shown this session', { stored: { session: { compliance_modal_shown: '1' } } }],
    ['daily count reached', { stored: { local: { compliance_modal_count_home: `2/${NOW - 1000}` } } }],
  ])('is not shown on %s', (_label, over) => {
    const onStore = jest.fn();
    renderWithProviders(
      <ComplianceTipsModal site="main" path="/" tip={tip} stored={{}} now={NOW} onStore={onStore} onNavigate={jest.fn()} {...over} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onStore).not.toHaveBeenCalled();
  });

  it('falls back to "Notice" and "I Got it", closing when the route is unsafe', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(
      <ComplianceTipsModal
        site="main"
        path="/login"
        tip={apiTips({ ...tip, title: '', ok_button: null, ok_button_router: '//evil.com' })}
        stored={{}}
        now={NOW}
        onStore={jest.fn()}
        onNavigate={onNavigate}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I Got it' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
