import {
  CHAS_TIERS,
  COMPANY_NAME_MAX_LENGTH,
  DEFAULT_ID_TYPE,
  GENDERS,
  LANGUAGES,
  MARITAL_STATUSES,
  NAME_MAX_LENGTH,
  OTHERS,
  OTHER_TEXT_MAX_LENGTH,
  RELIGIONS,
  RESIDENT_STATUSES,
  SG_COUNTRY_CODE,
  createPersonalDetailsSchema,
  nationalityForResidentStatus,
  personalDetailsLocks,
  toApiDate,
  type Language,
  type PersonalDetails,
  type PersonalDetailsInput,
} from '@careportal/domain';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import type { ErrorSummaryProblem } from '../ErrorSummary';
import { useCatalogue, useCatalogueText } from '../LocaleProvider';
import {
  FormComboBox,
  FormDateField,
  FormErrorSummary,
  FormNricField,
  FormPhoneField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../Form';
import {
  EMAIL_INPUT,
  HOME_NUMBER_INPUT,
  useDirtyChange,
  useValidityChange,
  useYesNoOptions,
} from '../../private/form';
import {
  nationalityOptionsOf,
  personalDetailsLabelsOf,
  selfLabelled,
  type NationalityOption,
  type PersonalDetailsLabels,
} from './labels';
import { crossFieldResolver } from './crossFieldResolver';
import * as styles from './PersonalDetailsForm.css';

/** Valid stand-ins for the fields whose failure makes zod skip the cross-field rules. */
const STAND_INS = {
  name: 'A',
  dateOfBirth: '1900-01-01',
  email: 'stand-in@example.com',
  mobileNumber: '91234567',
} as const;
const CROSS_FIELD_PATHS = [
  'nric',
  'otherResidentStatus',
  'otherLanguage',
  'otherReligion',
  'chasExpiryDate',
] as const;

/** The value shown for "no CHAS tier" in the CHAS select; the form holds `null`. */
const NO_CHAS = 'NONE';

const GENDER_OPTIONS = selfLabelled(GENDERS);
const MARITAL_STATUS_OPTIONS = selfLabelled(MARITAL_STATUSES);
const RESIDENT_STATUS_OPTIONS = selfLabelled(RESIDENT_STATUSES);
const LANGUAGE_OPTIONS = selfLabelled(LANGUAGES);
const RELIGION_OPTIONS = selfLabelled(RELIGIONS);

/** The props the personal-details form and its review share. */
export interface PersonalDetailsBaseProps {
  /** The saved details (or a new person's, partly empty). Locks are decided from these. */
  value?: Partial<PersonalDetailsInput>;
  /** The ID number is already registered: shows the catalogue's message with 'Please link your profile'. */
  existingIdError?: boolean;
  /** Called by the 'Please link your profile' action. */
  onLinkProfile?: () => void;
  /** Where the 'Please link your profile' action leads, e.g. '/link-account'. */
  linkProfileHref?: string;
  /** Shows the details without letting them change, with an Edit button when `onEdit` is given. */
  isReadOnly?: boolean;
  onEdit?: () => void;
  /** Nationality choices. Default {@link nationalityOptionsOf} the catalogue in force. */
  nationalityOptions?: readonly NationalityOption[];
  /** Labels; the defaults are the catalogue's in the language in force ({@link personalDetailsLabelsOf}). */
  labels?: Partial<PersonalDetailsLabels>;
  /** Default 2. */
  headingLevel?: 2 | 3;
}

/** Props of {@link PersonalDetailsForm}. */
export interface PersonalDetailsFormProps extends PersonalDetailsBaseProps {
  /** Called with the valid details; other-texts are cleared unless 'Others', the CHAS expiry unless a tier. */
  onSubmit: (details: PersonalDetails) => void;
  onCancel?: () => void;
  /** Shows a spinner on Save while the details are saved. */
  isSubmitting?: boolean;
  /** The clock for "date of birth not in the future" and the programme's age rule. Default the current time. */
  now?: Date;
  /**
   * The category of the programmes the details are given for (the registration wizard): the date of birth must
   * meet its age rule (domain `dateOfBirthEligibility`; Active Ageing from 60), its message at the field and the
   * form not valid until it does. Omitted on a profile, which has no age rule.
   */
  programmeCategory?: string | null;
  /** The person is one of the flagged users whose name is locked regardless of linking. */
  flaggedNameLock?: boolean;
  /** Default the catalogue's 'Edit client details' (or the details title when read-only). */
  title?: string;
  /**
   * What the server found wrong, by field name (`{ mobileNumber: 'Phone number is invalid' }`): the field
   * errors of a 400, or 'Loved one is already mapped under your profile' at `nric`. Each shows at its field,
   * announced with it, until the field changes; the first takes focus. Pass a new object for each answer.
   */
  serverErrors?: Readonly<Record<string, string>>;
  /** The form element's id, for a button outside it to submit it with `form={id}` (the wizard's Next). */
  id?: string;
  /** No Cancel or Save of its own: a button outside submits it (see `id`); submitting still validates. */
  hideActions?: boolean;
  /** Called on mount and whenever the values change, with whether they pass the domain's schema. */
  onValidityChange?: (isValid: boolean) => void;
  /**
   * Called whenever the form's values start or stop differing from those it opened with (react-hook-form's
   * `isDirty`): a page asks before an unsaved edit is left.
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * Called on every send, valid or not, before the form checks itself: fields that belong with the form but sit
   * outside it (a new loved one's relationship) check themselves at the same moment.
   */
  onSubmitAttempt?: () => void;
  /** What is wrong with those outside fields, listed first in the form's summary of problems. */
  outsideProblems?: readonly ErrorSummaryProblem[];
}

function defaults(value: Partial<PersonalDetailsInput> | undefined): DefaultValues<PersonalDetailsInput> {
  return {
    id: value?.id ?? null,
    name: value?.name ?? '',
    dateOfBirth: value?.dateOfBirth ?? '',
    gender: value?.gender,
    idType: value?.idType ?? DEFAULT_ID_TYPE,
    nric: value?.nric ?? '',
    countryCode: value?.countryCode ?? SG_COUNTRY_CODE,
    email: value?.email ?? '',
    mobileNumber: value?.mobileNumber ?? '',
    homeNumber: value?.homeNumber ?? '',
    maritalStatus: value?.maritalStatus ?? null,
    residentStatus: value?.residentStatus ?? null,
    otherResidentStatus: value?.otherResidentStatus ?? '',
    nationality: value?.nationality ?? '',
    language: value?.language ?? [],
    otherLanguage: value?.otherLanguage ?? '',
    religion: value?.religion ?? null,
    otherReligion: value?.otherReligion ?? '',
    unionMember: value?.unionMember ?? null,
    chasSubsidyTier: value?.chasSubsidyTier ?? null,
    chasExpiryDate: value?.chasExpiryDate ?? '',
    companyName: value?.companyName ?? '',
    marketingConsent: value?.marketingConsent ?? false,
    profileLinkingStatus: value?.profileLinkingStatus ?? null,
  };
}

/** The details as saved: other-texts only with 'Others', a CHAS expiry only with a tier. */
function cleaned(details: PersonalDetails): PersonalDetails {
  return {
    ...details,
    otherResidentStatus: details.residentStatus === OTHERS ? details.otherResidentStatus : null,
    otherLanguage: details.language.includes(OTHERS) ? details.otherLanguage : null,
    otherReligion: details.religion === OTHERS ? details.otherReligion : null,
    chasExpiryDate: details.chasSubsidyTier ? details.chasExpiryDate : null,
  };
}

/**
 * The personal details of a client or loved one (edit title 'Edit client details', Cancel and Save),
 * validated by the domain's personal-details schema. Choosing 'Others' asks for the other text; 'Singapore/
 * Pink IC' sets and locks nationality Singapore; a CHAS tier asks for its expiry date. The name (linked or
 * flagged profile), the ID number and the email (once saved) are locked with a short explanation.
 */
export function PersonalDetailsForm({
  value,
  onSubmit,
  onCancel,
  onEdit,
  isReadOnly = false,
  isSubmitting = false,
  existingIdError = false,
  onLinkProfile,
  linkProfileHref,
  now,
  programmeCategory,
  flaggedNameLock = false,
  nationalityOptions: nationalityOptionsProp,
  labels: labelOverrides,
  title,
  headingLevel = 2,
  serverErrors,
  id,
  hideActions = false,
  onValidityChange,
  onDirtyChange,
  onSubmitAttempt,
  outsideProblems,
}: PersonalDetailsFormProps) {
  const catalogue = useCatalogue();
  const inLanguage = useCatalogueText();
  const yesNoOptions = useYesNoOptions();
  const labels: PersonalDetailsLabels = { ...personalDetailsLabelsOf(catalogue), ...labelOverrides };
  const defaultNationalityOptions = useMemo(() => nationalityOptionsOf(catalogue), [catalogue]);
  const nationalityOptions = nationalityOptionsProp ?? defaultNationalityOptions;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const schema = useMemo(
    () => createPersonalDetailsSchema({ now: () => now ?? new Date(), programmeCategory }),
    [now, programmeCategory],
  );
  const today = toApiDate(now ?? new Date());
  const locks = personalDetailsLocks({
    profileLinkingStatus: value?.profileLinkingStatus,
    hasNric: (value?.nric ?? '').trim() !== '',
    hasEmail: (value?.email ?? '').trim() !== '',
    flaggedNameLock,
  });

  const { control, handleSubmit, setValue, getValues, setError, setFocus, subscribe } = useForm<
    PersonalDetailsInput,
    unknown,
    PersonalDetails
  >({
    resolver: crossFieldResolver(schema, STAND_INS, CROSS_FIELD_PATHS),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaults(value),
  });
  useValidityChange(subscribe, getValues, (values) => schema.safeParse(values).success, onValidityChange, [
    schema,
  ]);
  useDirtyChange(subscribe, onDirtyChange);
  const [idType, countryCode, residentStatus, nationality, language, religion, chasSubsidyTier] = useWatch({
    control,
    name: [
      'idType',
      'countryCode',
      'residentStatus',
      'nationality',
      'language',
      'religion',
      'chasSubsidyTier',
    ],
  });
  useEffect(() => {
    const fields = Object.keys(defaults(undefined));
    const errors = Object.entries(serverErrors ?? {}).filter(([name]) => fields.includes(name));
    errors.forEach(([name, message], index) => {
      setError(
        name as FieldPath<PersonalDetailsInput>,
        { type: 'server', message },
        { shouldFocus: index === 0 },
      );
    });
  }, [serverErrors, setError]);
  const nationalityLocked = nationalityForResidentStatus(residentStatus, nationality).locked;
  const formProps = { control, isReadOnly };
  const heading = title ?? (isReadOnly ? labels.detailsTitle : catalogue.labels.editClientDetails);

  return (
    <form
      id={id}
      className={styles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        onSubmitAttempt?.();
        void handleSubmit((details) => {
          onSubmit(cleaned(details));
        })(event);
      }}
    >
      <Heading id={titleId} className={styles.title}>
        {heading}
      </Heading>
      <FormErrorSummary
        control={control}
        setFocus={setFocus}
        headingLevel={headingLevel === 2 ? 3 : 4}
        outsideProblems={outsideProblems}
      />
      <div className={styles.fields}>
        <div className={styles.wide}>
          <FormTextField
            {...formProps}
            name="name"
            label={labels.name}
            description={locks.name && !isReadOnly ? labels.nameLocked : undefined}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            isRequired
            isReadOnly={isReadOnly || locks.name}
          />
        </div>
        <FormDateField
          {...formProps}
          name="dateOfBirth"
          label={labels.dateOfBirth}
          autoComplete="bday"
          invalidDateMessage={catalogue.validation.dateOfBirthInvalid}
          disallowFuture
          today={today}
          isRequired
        />
        <FormRadioGroup
          {...formProps}
          name="gender"
          label={labels.gender}
          options={GENDER_OPTIONS}
          orientation="horizontal"
          isRequired
        />
        <div className={styles.wide}>
          <FormNricField
            {...formProps}
            name="nric"
            label={labels.nric}
            idTypeLabel={labels.idType}
            idType={idType ?? DEFAULT_ID_TYPE}
            onIdTypeChange={(type) => {
              setValue('idType', type);
            }}
            existingIdError={existingIdError}
            onLinkProfile={onLinkProfile}
            linkProfileHref={linkProfileHref}
            isLocked={locks.nric && !isReadOnly}
            lockedDescription={labels.nricLocked}
            isRequired
          />
        </div>
        <FormTextField
          {...formProps}
          {...EMAIL_INPUT}
          name="email"
          label={labels.email}
          description={locks.email && !isReadOnly ? labels.emailLocked : undefined}
          isRequired
          isReadOnly={isReadOnly || locks.email}
        />
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
        <FormSelect
          {...formProps}
          name="maritalStatus"
          label={labels.maritalStatus}
          options={MARITAL_STATUS_OPTIONS}
        />
        <FormSelect
          {...formProps}
          name="residentStatus"
          label={labels.residentStatus}
          options={RESIDENT_STATUS_OPTIONS}
          onChange={(status) => {
            const next = nationalityForResidentStatus(status, getValues('nationality'));
            if (next.changed) setValue('nationality', next.nationality, { shouldDirty: true });
          }}
        />
        {residentStatus === OTHERS ? (
          <FormTextField
            {...formProps}
            name="otherResidentStatus"
            label={labels.otherResidentStatus}
            maxLength={OTHER_TEXT_MAX_LENGTH}
            isRequired
          />
        ) : null}
        <FormComboBox
          {...formProps}
          name="nationality"
          label={labels.nationality}
          options={nationalityOptions}
          description={nationalityLocked && !isReadOnly ? labels.nationalityLocked : undefined}
          isReadOnly={isReadOnly || nationalityLocked}
        />
        <div className={styles.wide}>
          <Controller
            control={control}
            name="language"
            render={({ field, fieldState }) => (
              <CheckboxGroup<Language>
                label={labels.language}
                options={LANGUAGE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={inLanguage(fieldState.error?.message)}
                isRequired
                isReadOnly={isReadOnly}
              />
            )}
          />
        </div>
        {language.includes(OTHERS) ? (
          <FormTextField
            {...formProps}
            name="otherLanguage"
            label={labels.otherLanguage}
            maxLength={OTHER_TEXT_MAX_LENGTH}
            isRequired
          />
        ) : null}
        <FormSelect {...formProps} name="religion" label={labels.religion} options={RELIGION_OPTIONS} />
        {religion === OTHERS ? (
          <FormTextField
            {...formProps}
            name="otherReligion"
            label={labels.otherReligion}
            maxLength={OTHER_TEXT_MAX_LENGTH}
            isRequired
          />
        ) : null}
        <FormRadioGroup
          {...formProps}
          name="unionMember"
          label={labels.unionMember}
          options={yesNoOptions}
          orientation="horizontal"
        />
        <FormSelect
          {...formProps}
          name="chasSubsidyTier"
          label={labels.chasSubsidyTier}
          options={[{ value: NO_CHAS, label: labels.chasNone }, ...selfLabelled(CHAS_TIERS)]}
          emptyValue={NO_CHAS}
        />
        {chasSubsidyTier ? (
          <FormDateField
            {...formProps}
            name="chasExpiryDate"
            label={labels.chasExpiryDate}
            invalidDateMessage={catalogue.validation.chasExpiryDateInvalid}
            isRequired
          />
        ) : null}
        <FormTextField
          {...formProps}
          name="companyName"
          label={labels.companyName}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH}
        />
        <div className={styles.wide}>
          <Controller
            control={control}
            name="marketingConsent"
            render={({ field }) => (
              <Checkbox
                isSelected={field.value ?? false}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isReadOnly={isReadOnly}
              >
                {labels.marketingConsent}
              </Checkbox>
            )}
          />
        </div>
      </div>
      {hideActions && !isReadOnly ? null : (
        <div className={styles.actions}>
          {isReadOnly ? (
            onEdit ? (
              <Button variant="secondary" onPress={onEdit}>
                {catalogue.labels.edit}
              </Button>
            ) : null
          ) : (
            <>
              {onCancel ? (
                <Button variant="secondary" onPress={onCancel}>
                  {catalogue.labels.cancel}
                </Button>
              ) : null}
              <Button type="submit" isLoading={isSubmitting}>
                {catalogue.labels.save}
              </Button>
            </>
          )}
        </div>
      )}
    </form>
  );
}
