import {
  OTHERS,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  SG_COUNTRY_CODE,
  emergencyContactSchema,
  messages,
  type EmergencyContact,
  type EmergencyContactInput,
  type Relationship,
} from '@careportal/domain';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../Button';
import { PhoneField } from '../PhoneField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { crossFieldResolver } from '../PersonalDetailsForm/crossFieldResolver';
import * as styles from './EmergencyContactForm.css';

/** Default field labels of {@link EmergencyContactForm}; the catalogue has none for these. */
export const EMERGENCY_CONTACT_FORM_LABELS = {
  name: 'Preferred name',
  relationship: 'Relationship',
  otherRelationship: 'Other relationship',
  mobileNumber: 'Mobile number',
  homeNumber: 'Home number',
  email: 'Email',
  emergency: 'Is this an emergency contact?',
} as const;

/** Field labels of {@link EmergencyContactForm}. */
export type EmergencyContactFormLabels = Record<keyof typeof EMERGENCY_CONTACT_FORM_LABELS, string>;

/** The relationships offered, with their on-screen names ('Others (Please specify)'). */
export const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/** The yes/no answers of the emergency question. */
export const EMERGENCY_OPTIONS = [
  { value: true, label: messages.labels.yes },
  { value: false, label: messages.labels.no },
] as const;

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
  /** Field labels; see {@link EMERGENCY_CONTACT_FORM_LABELS}. */
  labels?: Partial<EmergencyContactFormLabels>;
}

/** A form value that may still be missing, as the controlled `null` a field expects. */
function orNull<T>(value: T | null | undefined): T | null {
  return value ?? null;
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

/**
 * An emergency (next-of-kin) contact: preferred name, relationship (with the other relationship when
 * 'Others'), mobile, optional home number and email, and whether to call them in an emergency. Validated by
 * the domain's emergencyContactSchema; errors show after a field is left, then as the person types.
 */
export function EmergencyContactForm({
  value,
  onSubmit,
  onCancel,
  submitLabel = messages.labels.save,
  cancelLabel = messages.labels.cancel,
  isReadOnly = false,
  isSubmitting = false,
  title,
  headingLevel = 2,
  isEmergencyDisabled = false,
  hideEmergency = false,
  labels: labelOverrides,
}: EmergencyContactFormProps) {
  const labels: EmergencyContactFormLabels = { ...EMERGENCY_CONTACT_FORM_LABELS, ...labelOverrides };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { control, handleSubmit, setValue } = useForm<EmergencyContactInput, unknown, EmergencyContact>({
    resolver: crossFieldResolver(emergencyContactSchema, { name: 'A', mobileNumber: '91234567' }, [
      'otherRelationship',
    ]),
    mode: 'onTouched',
    defaultValues: defaults(value, isEmergencyDisabled || hideEmergency),
  });
  const relationship = useWatch({ control, name: 'relationship' });
  const countryCode = useWatch({ control, name: 'countryCode' });

  const submit = (contact: EmergencyContact) => {
    onSubmit({
      ...contact,
      otherRelationship: contact.relationship === OTHERS ? contact.otherRelationship : null,
    });
  };

  return (
    <form
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
      <div className={styles.fields}>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label={labels.name}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              autoComplete="name"
              isRequired
              isReadOnly={isReadOnly}
            />
          )}
        />
        <Controller
          control={control}
          name="relationship"
          render={({ field, fieldState }) => (
            <Select<Relationship>
              label={labels.relationship}
              name={field.name}
              options={RELATIONSHIP_OPTIONS}
              value={orNull(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isRequired
              isReadOnly={isReadOnly}
            />
          )}
        />
        {relationship === OTHERS ? (
          <Controller
            control={control}
            name="otherRelationship"
            render={({ field, fieldState }) => (
              <TextField
                label={labels.otherRelationship}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                isRequired
                isReadOnly={isReadOnly}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="mobileNumber"
          render={({ field, fieldState }) => (
            <PhoneField
              label={labels.mobileNumber}
              name={field.name}
              inputRef={field.ref}
              value={{ countryCode: countryCode ?? SG_COUNTRY_CODE, number: field.value }}
              onChange={(phone) => {
                setValue('countryCode', phone.countryCode);
                field.onChange(phone.number);
              }}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isRequired
              isReadOnly={isReadOnly}
            />
          )}
        />
        <Controller
          control={control}
          name="homeNumber"
          render={({ field, fieldState }) => (
            <TextField
              label={labels.homeNumber}
              name={field.name}
              inputRef={field.ref}
              type="tel"
              inputMode="tel"
              autoComplete="tel-local"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isReadOnly={isReadOnly}
            />
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={labels.email}
              name={field.name}
              inputRef={field.ref}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isReadOnly={isReadOnly}
            />
          )}
        />
        {hideEmergency ? null : (
          <Controller
            control={control}
            name="emergency"
            render={({ field, fieldState }) => (
              <RadioGroup<boolean>
                label={labels.emergency}
                options={EMERGENCY_OPTIONS}
                orientation="horizontal"
                value={orNull(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                isRequired
                isDisabled={isEmergencyDisabled}
                isReadOnly={isReadOnly}
              />
            )}
          />
        )}
      </div>
      {isReadOnly ? null : (
        <div className={styles.actions}>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
