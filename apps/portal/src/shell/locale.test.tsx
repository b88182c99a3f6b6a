import { loadTranslations, messages } from '@careportal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getItem, LOCALE_STORAGE_KEY, setItem } from '../storage';
import { demoAccount, envelope, fakeApi, fakeMsal, urlOf } from '../test/fakeMsal';
import { renderRoute, signedInSession } from '../test/renderRoute';
import { loadLocale, storedLocale } from './locale';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en-SG';
});

const malay = await loadTranslations('ms');
/** A text of the catalogue in Malay, from the table (never written out here). */
function inMalay(path: string): string {
  const entry = malay?.[path];
  if (!entry) throw new Error(`No Malay for ${path}`);
  return entry.text;
}

const signedIn = () => ({ msal: fakeMsal({ accounts: [demoAccount()] }) });

/** The PUTs of profile/language a fetch was asked for, as their bodies. */
function languagePuts(fetch: ReturnType<typeof fakeApi>): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => urlOf(input).endsWith('/profile/language') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

/** The header's language menu, once its code has arrived. */
async function languageMenu() {
  const banner = screen.getByRole('banner');
  return within(banner).findByRole('button', { name: /^Language, / });
}

async function chooseMalay() {
  await userEvent.click(await languageMenu());
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Bahasa Melayu' }));
}

describe('the portal language', () => {
  it("reads the device's last choice, and English for a missing or unknown one", () => {
    expect(storedLocale()).toBe('en');
    setItem(LOCALE_STORAGE_KEY, 'ta');
    expect(storedLocale()).toBe('ta');
    setItem(LOCALE_STORAGE_KEY, 'klingon');
    expect(storedLocale()).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, '{not json');
    expect(storedLocale()).toBe('en');
  });

  it('paints the first render in a language loaded before it, and marks the page with it', async () => {
    renderRoute('/', { locale: await loadLocale('ms') });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: inMalay('messages.labels.help') })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('ms');
    });
  });

  it('is switched by a visitor from the header and kept on the device, with nothing sent', async () => {
    const fetch = fakeApi({});
    renderRoute('/', { fetch });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: messages.labels.help }),
    ).toBeVisible();
    await chooseMalay();
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('button', { name: inMalay('messages.labels.help') }),
    ).toBeVisible();
    expect(within(banner).getByRole('button', { name: /Bahasa Melayu/ })).toBeVisible();
    expect(getItem(LOCALE_STORAGE_KEY)).toBe('ms');
    expect(document.documentElement.lang).toBe('ms');
    expect(languagePuts(fetch)).toEqual([]);
  });

  it("takes the account's language on sign-in and keeps it on the device", async () => {
    const fetch = fakeApi({});
    renderRoute('/', { session: signedInSession({ language: 'ms' }), ...signedIn(), fetch });
    await waitFor(() => {
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: inMalay('messages.labels.help') })).toBeVisible();
    });
    expect(getItem(LOCALE_STORAGE_KEY)).toBe('ms');
    expect(languagePuts(fetch)).toEqual([]);
  });

  it("keeps the device's language in an account that has never chosen", async () => {
    setItem(LOCALE_STORAGE_KEY, 'ta');
    const fetch = fakeApi({ 'profile/language': () => envelope(200, { data: { language: 'ta' } }) });
    renderRoute('/', {
      session: signedInSession({ language: null }),
      ...signedIn(),
      fetch,
      locale: await loadLocale('ta'),
    });
    await waitFor(() => {
      expect(languagePuts(fetch)).toEqual([{ language: 'ta' }]);
    });
  });

  it("saves a customer's choice in their account, and says so when the account cannot keep it", async () => {
    const fetch = fakeApi({
      'profile/language': () => envelope(503, { errorMessage: 'Service unavailable' }),
    });
    renderRoute('/', { session: signedInSession({ language: 'en' }), ...signedIn(), fetch });
    await chooseMalay();
    await waitFor(() => {
      expect(languagePuts(fetch)).toEqual([{ language: 'ms' }]);
    });
    const put = fetch.mock.calls.find(([input]) => urlOf(input).endsWith('/profile/language'));
    expect(new Headers(put?.[1]?.headers).has('view-as')).toBe(false);
    // Said in the language just chosen, on the page as it was (nothing is built anew); kept on the device.
    expect(await screen.findByText(inMalay('messages.language.notSaved'))).toBeInTheDocument();
    expect(getItem(LOCALE_STORAGE_KEY)).toBe('ms');
  });
});
