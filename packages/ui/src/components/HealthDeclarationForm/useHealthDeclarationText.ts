import {
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  HEALTH_DECLARATION_ENGLISH,
  healthDeclarationText,
  loadHealthDeclarationText,
  type HealthDeclarationLanguage,
  type HealthDeclarationText,
} from '@careportal/domain';
import { useEffect, useState } from 'react';

/** What {@link useHealthDeclarationText} gives: the texts to show, and the language they are in. */
export interface ShownHealthDeclarationText {
  text: HealthDeclarationText;
  language: HealthDeclarationLanguage;
}

/**
 * The declaration's texts in `language`. A translation is a chunk of its own (domain `loadHealthDeclarationText`):
 * until it has arrived, the texts stay in the language last shown (English at first), and `language` says which,
 * so that the form's `lang` and its language switch always match what is on screen.
 */
export function useHealthDeclarationText(language: HealthDeclarationLanguage): ShownHealthDeclarationText {
  const text = healthDeclarationText(language);
  const [shown, setShown] = useState<HealthDeclarationLanguage>(
    text ? language : DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  );
  const [, setArrivals] = useState(0);
  if (text && shown !== language) setShown(language);
  useEffect(() => {
    if (text) return;
    let isCurrent = true;
    loadHealthDeclarationText(language).then(
      () => {
        if (isCurrent) setArrivals((count) => count + 1);
      },
      () => {
        // Not arrived (offline): the form stays in the language it shows, and the switch says so.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [language, text]);
  if (text) return { text, language };
  return { text: healthDeclarationText(shown) ?? HEALTH_DECLARATION_ENGLISH, language: shown };
}
