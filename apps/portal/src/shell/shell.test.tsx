import { CONFIG_REFRESH_INTERVAL_MS, NEW_VERSION_BANNER_MS, messages, type Cart } from '@careportal/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, getItem, setItem } from '../storage';
import { envelope, fakeApi, urlOf } from '../test/fakeMsal';
import { renderRoute, signedInSession } from '../test/renderRoute';
import { useDisabledLovedOne } from './appConfig';
import { takeSavedCart, useCart } from './cart';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the remote configuration', () => {
  it('is read at once and every 10 minutes, and a new version shows the banner for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let version = '0.0.0';
    const fetch = fakeApi({
      'config/app': () => envelope(200, { data: { versionNumber: version, disabledLovedOne: false } }),
    });
    const configCalls = () => fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('/config/app'));
    renderRoute('/', { fetch });
    await waitFor(() => {
      expect(configCalls()).toHaveLength(1);
    });
    expect(screen.queryByText(messages.generic.newVersion)).not.toBeInTheDocument();

    version = '1.1.0';
    await act(() => vi.advanceTimersByTimeAsync(CONFIG_REFRESH_INTERVAL_MS - 1000));
    expect(configCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(configCalls()).toHaveLength(2);
    expect(await screen.findByText(messages.generic.newVersion)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(NEW_VERSION_BANNER_MS));
    expect(screen.queryByText(messages.generic.newVersion)).not.toBeInTheDocument();
  });

  it("is read for a visitor only once the page has loaded, and at once for a signed-in customer's page", async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      const fetch = fakeApi({
        'config/app': () => envelope(200, { data: { versionNumber: '0.0.0', disabledLovedOne: false } }),
      });
      const configCalls = () => fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('/config/app'));
      renderRoute('/', { fetch });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(configCalls()).toHaveLength(0);
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      await waitFor(() => {
        expect(configCalls()).toHaveLength(1);
      });
      cleanup();

      const signedIn = fakeApi({
        'config/app': () => envelope(200, { data: { versionNumber: '0.0.0', disabledLovedOne: false } }),
      });
      renderRoute('/', { fetch: signedIn, session: signedInSession() });
      await waitFor(() => {
        expect(signedIn.mock.calls.filter(([input]) => urlOf(input).endsWith('/config/app'))).toHaveLength(1);
      });
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('turns the loved-one feature on or off; off until it loads', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useDisabledLovedOne());
      return null;
    }
    const fetch = fakeApi({
      'config/app': () => envelope(200, { data: { versionNumber: '0.0.0', disabledLovedOne: false } }),
    });
    renderRoute('/', { fetch, renderPage: () => <Probe /> });
    await waitFor(() => {
      expect(seen.at(-1)).toBe(false);
    });
    expect(seen[0]).toBe(true);
  });

  it('leaves a visitor on their Denticare page when a background request fails (the remote configuration)', async () => {
    // The booking's own public calls answer; everything behind the page fails as when the API refuses the origin.
    const fetch = vi.fn<typeof globalThis.fetch>((input) =>
      urlOf(input).includes('/public/v1/')
        ? Promise.resolve(envelope(200, { data: null }))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const { router } = renderRoute('/denticare/book-appointment', { fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a dental appointment' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(fetch.mock.calls.some(([input]) => !urlOf(input).includes('/public/v1/'))).toBe(true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/denticare/book-appointment');
  });

  it("sends a visitor to the Denticare error page when the booking's own call fails", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderRoute('/denticare/book-appointment', { fetch });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/denticare/something-went-wrong');
    });
  });
});

describe('the saved cart', () => {
  const cart: Cart = {
    categoryId: 'cat-active-ageing',
    customerId: 'cust-1',
    items: [
      { categoryId: 'cat-active-ageing', productId: 'prod-1', offeringId: 'off-1', centerId: 'centre-1' },
    ],
  };

  it('is restored once at startup and then removed', async () => {
    setItem(CART_STORAGE_KEY, cart);
    const restored = takeSavedCart();
    expect(restored).toEqual(cart);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(takeSavedCart()).toBeNull();

    let seen: unknown = undefined;
    function Probe() {
      seen = useCart().cart;
      return null;
    }
    renderRoute('/', { savedCart: restored, renderPage: () => <Probe /> });
    await waitFor(() => {
      expect(seen).toEqual(restored);
    });
  });

  it("shows its count on the header's cart", async () => {
    renderRoute('/', { savedCart: cart });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute(
      'href',
      '/cart-review',
    );
  });

  it('stays in storage while a sign-in response is read, for the page MSAL then loads to take it once', () => {
    setItem(CART_STORAGE_KEY, cart);
    expect(takeSavedCart(localStorage, { keep: true })).toEqual(cart);
    expect(takeSavedCart()).toEqual(cart);
    expect(takeSavedCart()).toBeNull();
  });

  it('is dropped when it is not a cart', () => {
    setItem(CART_STORAGE_KEY, { nonsense: true });
    expect(takeSavedCart()).toBeNull();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('storage', () => {
  it('keeps a value until it expires, then forgets it', () => {
    const now = Date.UTC(2026, 10, 22, 1);
    setItem('welcome', { shown: true }, 5, localStorage, now);
    expect(getItem('welcome', localStorage, now + 4 * 60_000)).toEqual({ shown: true });
    expect(getItem('welcome', localStorage, now + 5 * 60_000)).toBeNull();
    expect(localStorage.getItem('welcome')).toBeNull();
  });

  it('keeps a value without expiry, and reads garbage as missing', () => {
    setItem('plain', 'yes');
    expect(getItem('plain')).toBe('yes');
    localStorage.setItem('garbage', '{not json');
    expect(getItem('garbage')).toBeNull();
  });
});

describe('logging out from the user menu', () => {
  async function chooseLogOut(path: string) {
    const session = signedInSession({ name: 'Tan Mei Ling' });
    renderRoute(path, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Tan Mei Ling' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: messages.labels.logout }));
    return session;
  }

  it('asks first on the payment page, and logs out on Yes', async () => {
    const session = await chooseLogOut('/payment');
    const dialog = await screen.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    expect(session.signOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.labels.yes }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('stays on No', async () => {
    const session = await chooseLogOut('/register-service');
    const dialog = await screen.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.labels.no }));
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it("asks first from the phone's drawer too, which also opens Help", async () => {
    const session = signedInSession({ name: 'Tan Mei Ling' });
    renderRoute('/payment', { session });
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: messages.labels.menu }));
    let drawer = await screen.findByRole('dialog', { name: 'Hello, Tan Mei Ling' });
    await userEvent.click(within(drawer).getByRole('button', { name: messages.labels.help }));
    expect(await screen.findByRole('dialog', { name: messages.labels.supportTitle })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(banner).getByRole('button', { name: messages.labels.menu }));
    drawer = await screen.findByRole('dialog', { name: 'Hello, Tan Mei Ling' });
    await userEvent.click(within(drawer).getByRole('button', { name: messages.labels.logout }));
    await screen.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it('logs out at once from the profile page', async () => {
    const session = await chooseLogOut('/profile');
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe("the ui package's links", () => {
  it('route paths in the app, and leave addresses outside it as they are', async () => {
    renderRoute('/', { fetch: fakeApi({}) });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/provider.example.sg',
    );
    expect(within(footer).getByRole('link', { name: messages.labels.faq })).toHaveAttribute('href', '/faq');
    const help = screen.getByRole('link', { name: /^support@/ });
    expect(help.getAttribute('href')).toMatch(/^mailto:support@/);
  });
});
