import { checkInMessages } from '@careportal/domain';
import { useCatalogueText, useTranslated } from '@careportal/ui';

/** The page's texts by their English: one kept in English (an error, the API's answer) is shown translated. */
const checkInKeys = new Map<string, keyof typeof checkInMessages>();
for (const [key, english] of Object.entries(checkInMessages) as [keyof typeof checkInMessages, string][]) {
  if (!checkInKeys.has(english)) checkInKeys.set(english, key);
}

/**
 * The check-in texts in the language in force, and `say`, which shows a text kept in English (the fields'
 * errors, the notices, the API's answers, which come in English too) in that language.
 */
export function useCheckInText() {
  const text = useTranslated(checkInMessages, 'checkInMessages');
  const catalogueText = useCatalogueText();
  const say = (english: string): string => {
    const key = checkInKeys.get(english);
    return key === undefined ? catalogueText(english) : text[key];
  };
  return { text, say };
}
