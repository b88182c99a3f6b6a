import '@careportal/ui/fonts.css';
import '@careportal/ui/fonts-chinese.css';
import '@careportal/ui/fonts-tamil.css';
import {
  createIcuFormatter,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  loadTranslations,
  type Locale,
  type MessageFormatter,
  type TranslationTable,
} from '@careportal/domain';
import { LocaleProvider, ThemeProvider, THEME_MODES, type ThemeMode } from '@careportal/ui';
import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { configure, fn } from 'storybook/test';
import { freezeClock, FROZEN_INSTANT } from './clock';

freezeClock(FROZEN_INSTANT);

// findBy… and waitFor give a page up to 5 s (Testing Library's default is 1 s) to show what a play function looks
// for: on a busy 2-core machine a page's own chunk can take longer than a second to arrive, and a story then failed
// for the machine, not for the page. What a story asserts is unchanged.
configure({ asyncUtilTimeout: 5000 });

/** The language a story is shown in, loaded before it renders (the `locale` global; a story may set its own). */
interface LoadedLocale {
  locale: Locale;
  table: TranslationTable | undefined;
  format: MessageFormatter | undefined;
}

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** Where in-app links went, for play functions to assert. */
const navigate = fn().mockName('navigate');

/**
 * True when the story suite runs this page (.storybook/test-runner.ts marks it before the preview loads). Its axe
 * check then gathers only violations, which is all it asserts: gathering every passing and incomplete node as
 * well (what the Accessibility panel lists for a designer) took a share of each story's time.
 */
const inStorySuite =
  typeof window !== 'undefined' &&
  (window as unknown as { __CAREPORTAL_STORY_SUITE__?: boolean }).__CAREPORTAL_STORY_SUITE__ === true;

const preview: Preview = {
  // react-aria announces through one live region in <body> that outlives a story; entries left by the last
  // story point at elements that are gone, so each story starts with it empty.
  beforeEach() {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
  parameters: {
    // Every story is an accessibility test: a violation fails it.
    a11y: { test: 'error', ...(inStorySuite ? { options: { resultTypes: ['violations'] } } : {}) },
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        wide: { name: 'Wide desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Theme: default or senior mode',
      toolbar: { title: 'Theme', icon: 'accessibility', items: [...THEME_MODES], dynamicTitle: true },
    },
    locale: {
      description: 'Language: English, Simplified Chinese, Malay or Tamil (the translations pending review)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', locale: DEFAULT_LOCALE },
  // The story's language arrives before it renders, as a page's does in the portal.
  loaders: [
    async ({ globals }): Promise<{ language: LoadedLocale }> => {
      const locale = localeOf(globals.locale);
      if (locale === DEFAULT_LOCALE) return { language: { locale, table: undefined, format: undefined } };
      return {
        language: { locale, table: await loadTranslations(locale), format: createIcuFormatter(locale) },
      };
    },
  ],
  decorators: [
    (Story, { globals, loaded }) => {
      const mode: ThemeMode = globals.theme === 'senior' ? 'senior' : 'default';
      const language = (loaded as { language?: LoadedLocale }).language;
      // As the portal does: the page is read in the story's language.
      document.documentElement.lang = language?.locale ?? 'en';
      return (
        <RouterProvider navigate={navigate}>
          <ThemeProvider mode={mode} isPage>
            <LocaleProvider
              locale={language?.locale ?? DEFAULT_LOCALE}
              {...(language?.table ? { table: language.table } : {})}
              {...(language?.format ? { format: language.format } : {})}
            >
              <Story />
            </LocaleProvider>
          </ThemeProvider>
        </RouterProvider>
      );
    },
  ],
};

export default preview;
