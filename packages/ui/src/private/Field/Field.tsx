import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { useCatalogueText } from '../../components/LocaleProvider';
import * as styles from './Field.css';

export { styles as fieldStyles };

/** The visible label of a field, with a required marker that screen readers skip (the input says required). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a field, linked to it by aria-describedby. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The field's error, shown when the field is invalid and announced to screen readers. A catalogue text (a schema's
 * or the API's message, in English) is shown in the language in force.
 */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  const translate = useCatalogueText();
  return <FieldError className={styles.error}>{translate(children)}</FieldError>;
}

/** The shared props of every labelled field: a visible label is required (or an aria-label). */
export type FieldLabelProps =
  { label: ReactNode; 'aria-label'?: string } | { label?: undefined; 'aria-label': string };

/** The shared props of every field's help and error texts and states. */
export interface FieldStateProps {
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
}
