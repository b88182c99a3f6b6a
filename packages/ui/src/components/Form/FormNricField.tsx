import type { IdType } from '@careportal/domain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { NricField, type NricFieldProps } from '../NricField';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormNricField}. */
export interface FormNricFieldProps<TValues extends FieldValues>
  extends
    Omit<FormFieldProps<TValues, string | null | undefined>, 'label'>,
    Pick<
      NricFieldProps,
      | 'idTypeLabel'
      | 'isLocked'
      | 'lockedDescription'
      | 'existingIdError'
      | 'onLinkProfile'
      | 'linkProfileHref'
    > {
  /** Label of the ID number. Default the catalogue's 'ID number'. */
  label?: ReactNode;
  /** The ID type shown with the number; the form holds it in a value of its own. */
  idType: IdType;
  /**
   * Called when the person chooses another ID type, before the number changes, so that the number is checked by
   * that type's rule: once the number was left (touched) or the form submitted, the choice shows the new type's
   * message at once.
   */
  onIdTypeChange: (idType: IdType) => void;
}

/**
 * A {@link NricField} bound to the ID number of a react-hook-form form; the form holds the ID type in a value of
 * its own (`idType` and `onIdTypeChange`, typically `setValue`). A missing number shows as empty.
 */
export function FormNricField<TValues extends FieldValues>(props: FormNricFieldProps<TValues>) {
  const { idType, onIdTypeChange } = props;
  const { field, fieldProps } = useFormField({ ...props, label: props.label });
  return (
    <NricField
      {...fieldProps}
      idTypeLabel={props.idTypeLabel}
      name={field.name}
      inputRef={field.ref}
      value={{ idType, nric: field.value ?? '' }}
      onChange={(id) => {
        if (id.idType !== idType) onIdTypeChange(id.idType);
        field.onChange(id.nric);
      }}
      isLocked={props.isLocked}
      lockedDescription={props.lockedDescription}
      existingIdError={props.existingIdError}
      onLinkProfile={props.onLinkProfile}
      linkProfileHref={props.linkProfileHref}
    />
  );
}
