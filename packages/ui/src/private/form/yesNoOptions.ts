import { messages, type Messages } from '@careportal/domain';
import { useMemo } from 'react';
import { useCatalogue } from '../../components/LocaleProvider';

/** The answers of a yes/no question in `catalogue`'s words, as radio options that emit a boolean. */
export function yesNoOptionsOf(catalogue: Messages) {
  return [
    { value: true, label: catalogue.labels.yes },
    { value: false, label: catalogue.labels.no },
  ] as const;
}

/** The answers of a yes/no question in English. */
export const YES_NO_OPTIONS = yesNoOptionsOf(messages);

/** The answers of a yes/no question in the language in force. */
export function useYesNoOptions() {
  const catalogue = useCatalogue();
  return useMemo(() => yesNoOptionsOf(catalogue), [catalogue]);
}
