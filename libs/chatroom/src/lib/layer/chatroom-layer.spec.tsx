import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { createFakeMicroApp } from '@exchange/micro-app/testing';
import { reportEvent as reportEventImpl } from '@exchange/monitoring';
import type { SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chatroomContext } from '../../testing';
import { CHATROOM_OPEN_KEY } from '../rules/chatroom-auto-open';
import { ChatroomLayer } from './chatroom-layer';

jest.mock('@exchange/monitoring', () => ({ ...jest.requireActual('@exchange/monitoring'), reportEvent: jest.fn(() => true) }));
const reportEvent = jest.mocked(reportEventImpl);

const renderLayer = (context: SiteContext = chatroomContext, fake = createFakeMicroApp({ name: 'chatroom' }), userInfo = {}) => {
  const client = createFixtureClient({ userInfo: { is_sub: false, ...userInfo } } as Parameters<typeof createFixtureClient>[0]);
  const view = renderWithProviders(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ChatroomLayer context={context} loader={fake.loader} />
    </ExchangeClientProvider>,
  );
  return { ...view, fake };
};

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('ChatroomLayer', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    setWidth(1280);
  });

  it('shows a launcher, opens the 700 × 400 box with the micro-app and remembers it', async () => {
    const { fake } = renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Open chatroom' }));
    const box = await screen.findByRole('complementary', { name: 'Chatroom' });
    expect(box).toHaveStyle({ width: '400px', height: '700px' });
    expect(await screen.findByText(/Micro-app chatroom 1.0.0/)).toBeVisible();
    expect(window.localStorage.getItem(CHATROOM_OPEN_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Close chatroom' }));
    expect(window.localStorage.getItem(CHATROOM_OPEN_KEY)).toBeNull();
    expect(fake.calls.map((c) => c.step)).toEqual(['check', 'load', 'mount', 'unmount']);
  });

  it('opens by itself with the stored flag', async () => {
    window.localStorage.setItem(CHATROOM_OPEN_KEY, '1');
    renderLayer();
    expect(await screen.findByRole('complementary', { name: 'Chatroom' })).toBeVisible();
  });

  it('opens by itself on a group short link and hands the group and target to the micro-app', async () => {
    window.history.replaceState(null, '', '/?group=btc&target_id=42');
    const { fake } = renderLayer();
    await screen.findByText(/Micro-app chatroom/);
    expect(fake.calls.find((c) => c.step === 'mount')?.props?.extra).toEqual({ group: 'btc', targetId: '42', subAccount: false });
  });

  it('flags a sub-account for chat', async () => {
    window.localStorage.setItem(CHATROOM_OPEN_KEY, '1');
    const { fake } = renderLayer(chatroomContext, createFakeMicroApp({ name: 'chatroom' }), { is_sub: true });
    await waitFor(() => expect(fake.calls.some((c) => c.props?.extra['subAccount'] === true)).toBe(true));
  });

  it('the launcher is a marked way into the chat: a click on its label (a child) is counted and opens it (01 §4)', async () => {
    reportEvent.mockClear();
    renderLayer();
    const launcher = await screen.findByRole('button', { name: 'Open chatroom' });
    expect(launcher).toHaveAttribute('data-chat-click', '');
    fireEvent.click(launcher.querySelector('span') as Element);
    expect(reportEvent).toHaveBeenCalledWith('chat_click', { group: '' });
    expect(await screen.findByRole('complementary', { name: 'Chatroom' })).toBeVisible();
  });

  it('opens on a click inside an element marked data-chat-click', async () => {
    const { fake } = renderLayer();
    const outer = document.createElement('div');
    outer.setAttribute('data-chat-click', 'eth');
    outer.innerHTML = '<span><b><i>deep</i></b></span>';
    document.body.append(outer);
    await screen.findByRole('button', { name: 'Open chatroom' });
    fireEvent.click(outer.querySelector('i') as Element);
    await screen.findByText(/Micro-app chatroom/);
    expect(fake.calls.find((c) => c.step === 'mount')?.props?.extra['group']).toBe('eth');
    outer.remove();
  });

  it.each<[string, Partial<SiteContext>, number]>([
    ['a narrow screen', {}, 768],
    ['the login page', { pathname: '/login' }, 1280],
    ['a site without the chatroom (tr)', { site: 'tr' }, 1280],
  ])('renders nothing on %s', (_label, change, width) => {
    setWidth(width);
    window.localStorage.setItem(CHATROOM_OPEN_KEY, '1');
    const { container, fake } = renderLayer({ ...chatroomContext, ...change });
    expect(container.querySelector('[data-chatroom-state]')).toBeNull();
    expect(fake.calls).toEqual([]);
  });
});
