import { portalMessages } from '@careportal/domain';
import { useCatalogueText, useTranslated } from '@careportal/ui';

/** The portal's own words (domain portalMessages: page titles, the shell's labels) in the language shown. */
export function usePortalText(): typeof portalMessages {
  return useTranslated(portalMessages, 'portalMessages');
}

/** Each English page title's key in portalMessages.titles, to find it in another language. */
const TITLE_KEYS = new Map<string, keyof typeof portalMessages.titles>(
  Object.entries(portalMessages.titles).map(([key, title]) => [
    title,
    key as keyof typeof portalMessages.titles,
  ]),
);

/**
 * A page title of the route table (English: portalMessages.titles, or a catalogue label such as 'FAQ') in the
 * language shown; a title of neither is shown as given.
 */
export function useTitle(english: string): string {
  const text = usePortalText();
  const inLanguage = useCatalogueText();
  const key = TITLE_KEYS.get(english);
  return key === undefined ? inLanguage(english) : text.titles[key];
}
