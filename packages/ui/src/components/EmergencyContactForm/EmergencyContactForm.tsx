import {
  NAME_MAX_LENGTH,
  OTHERS,
  OTHER_TEXT_MAX_LENGTH,
  SG_COUNTRY_CODE,
  emergencyContactSchema,
  type EmergencyContact,
  type EmergencyContactInput,
} from '@careportal/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../Button';
import { useCatalogue } from '../LocaleProvider';
import { FormErrorSummary, FormPhoneField, FormRadioGroup, FormSelect, FormTextField } from '../Form';
import { EMAIL_INPUT, HOME_NUMBER_INPUT, useValidityChange, useYesNoOptions } from '../../private/form';
import { crossFieldResolver } from '../PersonalDetailsForm/crossFieldResolver';
import * as styles from './EmergencyContactForm.css';
import {
  emergencyContactFormLabelsOf,
  RELATIONSHIP_OPTIONS,
  type EmergencyContactFormLabels,
} from './labels';

/** Props of {@link EmergencyContactForm}. */
export interface EmergencyContactFormProps {
  /** The contact to edit; empty for a new one. */
  value?: Partial<EmergencyContactInput>;
  /** Called with the valid contact, trimmed, with the other relationship cleared unless 'Others'. */
  onSubmit: (contact: EmergencyContact) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Default the catalogue's 'Save'. */
  submitLabel?: string;
  /** Default the catalogue's 'Cancel'. */
  cancelLabel?: string;
  /** Shows the contact without letting it change, and no buttons. */
  isReadOnly?: boolean;
  /** Shows a spinner on the submit button while the contact is saved. */
  isSubmitting?: boolean;
  title?: string;
  /** Default 2. */
  headingLevel?: 2 | 3;
  /** The emergency yes/no cannot be changed (its value is kept; Yes when none). */
  isEmergencyDisabled?: boolean;
  /** The emergency yes/no is not shown (its value is kept; Yes when none). */
  hideEmergency?: boolean;
  /** Field labels; the defaults are the catalogue's in the language in force ({@link emergencyContactFormLabelsOf}). */
  labels?: Partial<EmergencyContactFormLabels>;
  /** The form element's id, for a button outside it to submit it with `form={id}` (the wizard's Next). */
  id?: string;
  /** No buttons of its own: a button outside submits it (see `id`); submitting still validates and shows errors. */
  hideActions?: boolean;
  /** Called on mount and whenever the values change, with whether they pass the domain's contact schema. */
  onValidityChange?: (isValid: boolean) => void;
}

function defaults(value: Partial<EmergencyContactInput> | undefined, fixedEmergency: boolean) {
  return {
    id: value?.id ?? null,
    name: value?.name ?? '',
    relationship: value?.relationship,
    otherRelationship: value?.otherRelationship ?? '',
    mobileNumber: value?.mobileNumber ?? '',
    countryCode: value?.countryCode ?? SG_COUNTRY_CODE,
    homeNumber: value?.homeNumber ?? '',
    email: value?.email ?? '',
    payer: value?.payer ?? null,
    emergency: value?.emergency ?? (fixedEmergency ? true : undefined),
  } satisfies Partial<EmergencyContactInput>;
}

function isValidContact(values: EmergencyContactInput): boolean {
  return emergencyContactSchema.safeParse(values).success;
}

/**
 * An emergency (next-of-kin) contact: preferred name, relationship (with the other relationship when
 * 'Others'), mobile, optional home number and email, and whether to call them in an emergency. Validated by
 * the domain's emergencyContactSchema; errors show after a field is left, then as the person types.
 */
export function EmergencyContactForm({
  value,
  onSubmit,
  onCancel,
  submitLabel,
  cancelLabel,
  isReadOnly = false,
  isSubmitting = false,
  title,
  headingLevel = 2,
  isEmergencyDisabled = false,
  hideEmergency = false,
  labels: labelOverrides,
  id,
  hideActions = false,
  onValidityChange,
}: EmergencyContactFormProps) {
  const catalogue = useCatalogue();
  const emergencyOptions = useYesNoOptions();
  const labels: EmergencyContactFormLabels = {
    ...emergencyContactFormLabelsOf(catalogue),
    ...labelOverrides,
  };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { control, handleSubmit, setValue, setFocus, subscribe, getValues } = useForm<
    EmergencyContactInput,
    unknown,
    EmergencyContact
  >({
    resolver: crossFieldResolver(emergencyContactSchema, { name: 'A', mobileNumber: '91234567' }, [
      'otherRelationship',
    ]),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaults(value, isEmergencyDisabled || hideEmergency),
  });
  useValidityChange(subscribe, getValues, isValidContact, onValidityChange);
  const relationship = useWatch({ control, name: 'relationship' });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const formProps = { control, isReadOnly };

  const submit = (contact: EmergencyContact) => {
    onSubmit({
      ...contact,
      otherRelationship: contact.relationship === OTHERS ? contact.otherRelationship : null,
    });
  };

  return (
    <form
      id={id}
      className={styles.form}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      <FormErrorSummary
        control={control}
        setFocus={setFocus}
        // One level under the form's title; at the title's own level when the form has none.
        headingLevel={title ? (headingLevel === 2 ? 3 : 4) : headingLevel}
      />
      <div className={styles.fields}>
        <FormTextField
          {...formProps}
          name="name"
          label={labels.name}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          isRequired
        />
        <FormSelect
          {...formProps}
          name="relationship"
          label={labels.relationship}
          options={RELATIONSHIP_OPTIONS}
          isRequired
        />
        {relationship === OTHERS ? (
          <FormTextField
            {...formProps}
            name="otherRelationship"
            label={labels.otherRelationship}
            maxLength={OTHER_TEXT_MAX_LENGTH}
            isRequired
          />
        ) : null}
        <FormPhoneField
          {...formProps}
          name="mobileNumber"
          label={labels.mobileNumber}
          countryCode={countryCode ?? SG_COUNTRY_CODE}
          onCountryCodeChange={(code) => {
            setValue('countryCode', code);
          }}
          isRequired
        />
        <FormTextField {...formProps} {...HOME_NUMBER_INPUT} name="homeNumber" label={labels.homeNumber} />
        <FormTextField {...formProps} {...EMAIL_INPUT} name="email" label={labels.email} />
        {hideEmergency ? null : (
          <FormRadioGroup
            {...formProps}
            name="emergency"
            label={labels.emergency}
            options={emergencyOptions}
            orientation="horizontal"
            isRequired
            isDisabled={isEmergencyDisabled}
          />
        )}
      </div>
      {isReadOnly || hideActions ? null : (
        <div className={styles.actions}>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel ?? catalogue.labels.cancel}
            </Button>
          ) : null}
          <Button type="submit" isLoading={isSubmitting}>
            {submitLabel ?? catalogue.labels.save}
          </Button>
        </div>
      )}
    </form>
  );
}
