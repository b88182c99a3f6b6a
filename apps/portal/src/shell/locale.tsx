/**
 * The portal's language (issue 19, "Four languages"): English, Simplified Chinese, Malay or Tamil, chosen from the
 * header (the phone's menu) and from My Profile.
 *
 * - A visitor's choice is kept on the device (localStorage); a customer's in their account (PUT profile/language),
 *   and on the device as well. The account's language is the one the reminders and confirmations are written in.
 * - The first paint is already in the device's last choice: main.tsx loads that language before it renders.
 * - A language other than English is a chunk of its own (its table and the ICU formatter), fetched when it is
 *   chosen; until it has arrived the page stays as it is, so nothing shows half in one language.
 * - On sign-in the account's choice wins; an account that has never chosen takes the device's.
 */
import { DEFAULT_LOCALE, formatEnglish, isLocale, type Locale } from '@careportal/domain';
import { LocaleProvider, useCatalogue, useLocale, useToast } from '@careportal/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApiClient } from '../data/ApiProvider';
import type { LoadedLocale } from '../i18n/localeBundle';
import { useSession } from '../auth/session';
import { getItem, LOCALE_STORAGE_KEY, setItem } from '../storage';

/** Where the account keeps the choice. */
export const LANGUAGE_URL = 'profile/language';

export type { LoadedLocale };

const ENGLISH: LoadedLocale = { locale: DEFAULT_LOCALE, table: undefined, format: formatEnglish };

/** The device's last choice, or English when there is none (or storage cannot be read). */
export function storedLocale(storage?: Storage): Locale {
  let value: unknown;
  try {
    value = getItem(LOCALE_STORAGE_KEY, storage ?? localStorage);
  } catch {
    // No storage at all (blocked): English.
  }
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** `locale` ready to show: English at once, another language once its chunk has arrived. */
export function loadLocale(locale: Locale): Promise<LoadedLocale> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(ENGLISH);
  return import('../i18n/localeBundle').then((module) => module.loadLocaleBundle(locale));
}

interface LocaleState {
  locale: Locale;
  /** Shows `locale` once it has arrived and keeps it on the device; false when it could not be fetched. */
  apply: (locale: Locale) => Promise<boolean>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** Props of {@link PortalLocaleProvider}. */
export interface PortalLocaleProviderProps {
  /** The language to start in, already loaded (main.tsx); English by default. */
  initial?: LoadedLocale;
  children: ReactNode;
}

/** The language of the whole portal: its texts, react-aria's dates and numbers, and the page's `lang`. */
export function PortalLocaleProvider({ initial = ENGLISH, children }: PortalLocaleProviderProps) {
  const [shown, setShown] = useState<LoadedLocale>(initial);
  // Only the last choice lands, however the chunks arrive.
  const lastRequest = useRef(0);
  const apply = useCallback(async (locale: Locale) => {
    const request = ++lastRequest.current;
    let loaded: LoadedLocale;
    try {
      loaded = await loadLocale(locale);
    } catch {
      return false;
    }
    if (request === lastRequest.current) {
      setShown(loaded);
      setItem(LOCALE_STORAGE_KEY, locale);
    }
    return true;
  }, []);
  useEffect(() => {
    // A screen reader reads the page in the language's voice; the Chinese and Tamil faces apply by it too.
    document.documentElement.lang = shown.locale === DEFAULT_LOCALE ? 'en-SG' : shown.locale;
  }, [shown.locale]);
  const value = useMemo(() => ({ locale: shown.locale, apply }), [shown.locale, apply]);
  return (
    <LocaleContext.Provider value={value}>
      <LocaleProvider locale={shown.locale} table={shown.table} format={shown.format}>
        {children}
      </LocaleProvider>
    </LocaleContext.Provider>
  );
}

/** Outside the provider (a page's story, in the story's language): a choice that changes nothing. */
const applyNothing = () => Promise.resolve(true);

/** The language in force, and the choice of another: shown once arrived, kept on the device and in the account. */
export function usePortalLocale(): { locale: Locale; choose: (locale: Locale) => void } {
  const shown = useLocale().locale;
  const { locale, apply } = useContext(LocaleContext) ?? { locale: shown, apply: applyNothing };
  const save = useSaveLanguage();
  const { show } = useToast();
  const catalogue = useCatalogue();
  const choose = useCallback(
    (next: Locale) => {
      void apply(next).then((isShown) => {
        if (isShown) save(next);
        else show({ type: 'error', content: catalogue.generic.somethingWentWrong, ignoreSupportEmail: true });
      });
    },
    [apply, save, show, catalogue],
  );
  return { locale, choose };
}

/** The warning that the account did not keep the language, said in the language now shown. */
function NotSaved() {
  return useCatalogue().language.notSaved;
}

/**
 * Keeps a choice in a signed-in customer's account; nothing for a visitor. When the account cannot keep it, the
 * choice stays on the device and the customer is told (messages.language.notSaved).
 */
function useSaveLanguage(): (locale: Locale) => void {
  const session = useSession();
  const client = useApiClient();
  const { show } = useToast();
  const isSignedIn = session.status === 'signed-in';
  return useCallback(
    (locale: Locale) => {
      if (!isSignedIn) return;
      void client
        .request('PUT', LANGUAGE_URL, {
          quiet: true,
          body: { language: locale },
          viewAs: null,
          background: true,
        })
        .then((result) => {
          if (result.error) show({ type: 'error', content: <NotSaved />, ignoreSupportEmail: true });
        });
    },
    [isSignedIn, client, show],
  );
}

/**
 * Brings the account's language to this device once the sign-in has read it, or, for an account that has never
 * chosen, keeps this device's choice in it.
 */
export function LocaleSync() {
  const session = useSession();
  const state = useContext(LocaleContext);
  const save = useSaveLanguage();
  const accountLocale = session.status === 'signed-in' ? session.customer.language : undefined;
  // The account's answer is acted on once: a choice made afterwards is the customer's own.
  const seen = useRef<Locale | null | undefined>(undefined);
  useEffect(() => {
    if (state === null || accountLocale === undefined || seen.current === accountLocale) return;
    seen.current = accountLocale;
    if (accountLocale !== null) void state.apply(accountLocale);
    else if (state.locale !== DEFAULT_LOCALE) save(state.locale);
  }, [accountLocale, state, save]);
  return null;
}
