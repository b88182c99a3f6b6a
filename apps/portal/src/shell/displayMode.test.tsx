import { messages } from '@careportal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_MODE_STORAGE_KEY, getItem, setItem } from '../storage';
import { demoAccount, envelope, fakeApi, fakeMsal, urlOf } from '../test/fakeMsal';
import { renderRoute, signedInSession } from '../test/renderRoute';
import { storedDisplayMode } from './displayMode';

afterEach(() => {
  localStorage.clear();
});

/** The theme the portal is drawn in: the page's outermost theme. */
function pageTheme(): string | null {
  return document.querySelector('[data-theme]')?.getAttribute('data-theme') ?? null;
}

function largerText() {
  const banner = screen.getByRole('banner');
  return within(banner).getByRole('switch', { name: messages.labels.largerText });
}

const signedIn = () => ({ msal: fakeMsal({ accounts: [demoAccount()] }) });

/** The PUTs of profile/display-mode a fetch was asked for, as their bodies. */
function displayModePuts(fetch: ReturnType<typeof fakeApi>): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => urlOf(input).endsWith('/profile/display-mode') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

describe('senior mode', () => {
  it("reads the device's last choice, and the default for a missing or unknown one", () => {
    expect(storedDisplayMode()).toBe('default');
    setItem(DISPLAY_MODE_STORAGE_KEY, 'senior');
    expect(storedDisplayMode()).toBe('senior');
    setItem(DISPLAY_MODE_STORAGE_KEY, 'gigantic');
    expect(storedDisplayMode()).toBe('default');
    localStorage.setItem(DISPLAY_MODE_STORAGE_KEY, '{not json');
    expect(storedDisplayMode()).toBe('default');
  });

  it("paints the first render in the device's last choice", () => {
    setItem(DISPLAY_MODE_STORAGE_KEY, 'senior');
    renderRoute('/');
    // Synchronously, before anything has loaded: no frame in the default theme first.
    expect(pageTheme()).toBe('senior');
  });

  it('is switched by a visitor from the header and kept on the device, with nothing sent', async () => {
    const fetch = fakeApi({});
    renderRoute('/', { fetch });
    expect(pageTheme()).toBe('default');
    const toggle = await waitFor(largerText);
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(pageTheme()).toBe('senior');
    expect(largerText()).toBeChecked();
    expect(getItem(DISPLAY_MODE_STORAGE_KEY)).toBe('senior');
    await userEvent.click(largerText());
    expect(pageTheme()).toBe('default');
    expect(getItem(DISPLAY_MODE_STORAGE_KEY)).toBe('default');
    expect(displayModePuts(fetch)).toEqual([]);
  });

  it("takes the account's choice on sign-in and keeps it on the device", async () => {
    const fetch = fakeApi({});
    renderRoute('/', { session: signedInSession({ displayMode: 'senior' }), ...signedIn(), fetch });
    await waitFor(() => {
      expect(pageTheme()).toBe('senior');
    });
    expect(getItem(DISPLAY_MODE_STORAGE_KEY)).toBe('senior');
    expect(displayModePuts(fetch)).toEqual([]);
  });

  it("keeps the device's choice in an account that has never chosen", async () => {
    setItem(DISPLAY_MODE_STORAGE_KEY, 'senior');
    const fetch = fakeApi({
      'profile/display-mode': () => envelope(200, { data: { displayMode: 'senior' } }),
    });
    renderRoute('/', { session: signedInSession({ displayMode: null }), ...signedIn(), fetch });
    await waitFor(() => {
      expect(displayModePuts(fetch)).toEqual([{ displayMode: 'senior' }]);
    });
    expect(pageTheme()).toBe('senior');
  });

  it("saves a customer's switch in their account, as their own whoever they act for", async () => {
    const fetch = fakeApi({
      'profile/display-mode': () => envelope(200, { data: { displayMode: 'senior' } }),
    });
    renderRoute('/', { session: signedInSession({ displayMode: 'default' }), ...signedIn(), fetch });
    await userEvent.click(await waitFor(largerText));
    expect(pageTheme()).toBe('senior');
    await waitFor(() => {
      expect(displayModePuts(fetch)).toEqual([{ displayMode: 'senior' }]);
    });
    const put = fetch.mock.calls.find(([input]) => urlOf(input).endsWith('/profile/display-mode'));
    expect(new Headers(put?.[1]?.headers).has('view-as')).toBe(false);
  });

  it('keeps the choice on the device and says so when the account cannot keep it', async () => {
    const fetch = fakeApi({
      'profile/display-mode': () => envelope(503, { errorMessage: 'Service unavailable' }),
    });
    renderRoute('/', { session: signedInSession({ displayMode: 'default' }), ...signedIn(), fetch });
    await userEvent.click(await waitFor(largerText));
    expect(await screen.findByText(messages.displayMode.notSaved)).toBeInTheDocument();
    expect(pageTheme()).toBe('senior');
    expect(getItem(DISPLAY_MODE_STORAGE_KEY)).toBe('senior');
  });
});
