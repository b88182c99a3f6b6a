import {
  MEDICAL_CONDITIONS,
  MEDICAL_HISTORY_QUESTIONS,
  MEDICAL_HISTORY_TEXT,
  REMARKS_MAX_LENGTH,
  formatMessage,
  medicalHistorySchema,
  type MedicalHistory,
  type MedicalHistoryQuestion,
} from '@careportal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import {
  Controller,
  get,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { useCatalogueText } from '../LocaleProvider';
import { RadioGroup } from '../RadioGroup';
import { TextArea } from '../TextArea';
import { FormDateField, FormTextField } from '../Form';
import { useYesNoOptions } from '../../private/form';
import * as styles from './MedicalHistoryForm.css';

const text = MEDICAL_HISTORY_TEXT;

/** A yes/no answer as the form holds it: no answer until one is chosen. */
interface YesNoValues {
  answer?: boolean | undefined;
  details: string;
}

/** The medical history as the form holds it before it is checked. */
export interface MedicalHistoryFormValues {
  hospitalisation: YesNoValues;
  allergies: YesNoValues;
  recentHealthChanges: YesNoValues;
  treatment: YesNoValues;
  medications: YesNoValues;
  dialysis: YesNoValues;
  transfusion: YesNoValues;
  excessiveBleeding: YesNoValues;
  pregnancy: { answer?: boolean | undefined; expectedDeliveryDate: string };
  conditions: { name: string; controlled?: boolean | undefined }[];
  others: string;
  confirmation: boolean;
  signature: { name: string; contactNumber: string; date: string };
}

/** Props of {@link MedicalHistoryForm}. */
export interface MedicalHistoryFormProps {
  /** The answers to start from: the latest saved version. Its signature date is replaced by `today`. */
  value?: MedicalHistory | null;
  /** Who signs when nothing was saved yet: the person's name and contact number. */
  signatory?: { name: string; contactNumber: string };
  /** Today as ISO `yyyy-MM-dd`: the signature's date to start from. */
  today: string;
  /** Called with the valid answers: details only with a 'Yes', the delivery date only with a pregnancy. */
  onSubmit: (history: MedicalHistory) => void;
  /** Shows a spinner on Save while the history is saved. */
  isSubmitting?: boolean;
  /** Default 2; each section's title is one level below. */
  headingLevel?: 2 | 3;
}

type FormControl = Control<MedicalHistoryFormValues, unknown, MedicalHistory>;

/** The control as the private form fields take it: they read and write values, never the checked output. */
function fieldControl(control: FormControl): Control<MedicalHistoryFormValues> {
  return control as unknown as Control<MedicalHistoryFormValues>;
}

const CONTROLLED_OPTIONS = [
  { value: true, label: text.conditions.controlled },
  { value: false, label: text.conditions.uncontrolled },
] as const;

function defaults(
  value: MedicalHistory | null | undefined,
  signatory: MedicalHistoryFormProps['signatory'],
  today: string,
): MedicalHistoryFormValues {
  const yesNo = (answer: MedicalHistory['allergies'] | undefined): YesNoValues => ({
    answer: answer?.answer,
    details: answer?.details ?? '',
  });
  return {
    hospitalisation: yesNo(value?.hospitalisation),
    allergies: yesNo(value?.allergies),
    recentHealthChanges: yesNo(value?.recentHealthChanges),
    treatment: yesNo(value?.treatment),
    medications: yesNo(value?.medications),
    dialysis: yesNo(value?.dialysis),
    transfusion: yesNo(value?.transfusion),
    excessiveBleeding: yesNo(value?.excessiveBleeding),
    pregnancy: {
      answer: value?.pregnancy.answer,
      expectedDeliveryDate: value?.pregnancy.expectedDeliveryDate ?? '',
    },
    conditions: value?.conditions.map((condition) => ({ ...condition })) ?? [],
    others: value?.others ?? '',
    // A new version is confirmed and signed again.
    confirmation: false,
    signature: {
      name: value?.signature.name ?? signatory?.name ?? '',
      contactNumber: value?.signature.contactNumber ?? signatory?.contactNumber ?? '',
      date: today,
    },
  };
}

/** The answers as saved: details only with a 'Yes', the delivery date only with a pregnancy. */
function cleaned(history: MedicalHistory): MedicalHistory {
  const yesNo = (answer: MedicalHistory['allergies']) => ({
    answer: answer.answer,
    details: answer.answer ? (answer.details ?? null) : null,
  });
  const result = { ...history };
  for (const question of MEDICAL_HISTORY_QUESTIONS) result[question] = yesNo(history[question]);
  result.pregnancy = {
    answer: history.pregnancy.answer,
    expectedDeliveryDate: history.pregnancy.answer ? (history.pregnancy.expectedDeliveryDate ?? null) : null,
  };
  return result;
}

/** A history that passes the schema, to check the pregnancy rule alone while other answers are missing. */
const NO = { answer: false, details: null };
const STAND_IN: MedicalHistory = {
  hospitalisation: NO,
  allergies: NO,
  recentHealthChanges: NO,
  treatment: NO,
  medications: NO,
  dialysis: NO,
  transfusion: NO,
  excessiveBleeding: NO,
  pregnancy: { answer: false, expectedDeliveryDate: null },
  conditions: [],
  others: null,
  confirmation: true,
  signature: { name: 'Stand-in', contactNumber: '91234567', date: '2026-01-01' },
};

/**
 * The domain schema's resolver, and its pregnancy rule even while other answers are still missing (zod skips a
 * cross-field refinement when a field failed): the delivery date's message shows with the others.
 */
const resolver: Resolver<MedicalHistoryFormValues, unknown, MedicalHistory> = async (
  values,
  context,
  options,
) => {
  const base = zodResolver(medicalHistorySchema as never) as unknown as Resolver<
    MedicalHistoryFormValues,
    unknown,
    MedicalHistory
  >;
  const result = await base(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  if (get(result.errors, 'pregnancy.expectedDeliveryDate') !== undefined) return result;
  const pregnancy = medicalHistorySchema.safeParse({ ...STAND_IN, pregnancy: values.pregnancy });
  const issue = pregnancy.error?.issues.find((i) => i.path.join('.') === 'pregnancy.expectedDeliveryDate');
  if (!issue) return result;
  const errors = result.errors as Record<string, unknown>;
  errors.pregnancy = {
    ...(errors.pregnancy as object | undefined),
    expectedDeliveryDate: { type: issue.code, message: issue.message },
  };
  return result;
};

/** The fields in the order they show: the first of them with an error takes focus on Save. */
function fieldOrder(values: MedicalHistoryFormValues): string[] {
  return [
    ...MEDICAL_HISTORY_QUESTIONS.flatMap((q) => [`${q}.answer`, `${q}.details`]),
    'pregnancy.answer',
    'pregnancy.expectedDeliveryDate',
    ...values.conditions.map((_, index) => `conditions.${String(index)}.controlled`),
    'others',
    'confirmation',
    'signature.name',
    'signature.contactNumber',
    'signature.date',
  ];
}

/**
 * A ref for a control with no input of its own to hand the form (a radio group, a react-aria checkbox): focusing
 * it focuses the chosen radio (or the first) or the checkbox, as Tab would.
 */
function focusWithinRef(ref: (instance: { focus: () => void } | null) => void) {
  return (wrapper: HTMLDivElement | null) => {
    ref(
      wrapper
        ? {
            focus: () => {
              const input =
                wrapper.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
                wrapper.querySelector<HTMLInputElement>('input');
              input?.focus();
            },
          }
        : null,
    );
  };
}

interface YesNoQuestionProps {
  control: FormControl;
  name: MedicalHistoryQuestion | 'pregnancy';
  label: string;
}

/** A question answered Yes or No. */
function YesNoQuestion({ control, name, label }: YesNoQuestionProps) {
  const yesNoOptions = useYesNoOptions();
  const inLanguage = useCatalogueText();
  return (
    <Controller
      control={control}
      name={`${name}.answer`}
      render={({ field, fieldState }) => (
        <div ref={focusWithinRef(field.ref)}>
          <RadioGroup<boolean>
            label={label}
            options={yesNoOptions}
            orientation="horizontal"
            isRequired
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={inLanguage(fieldState.error?.message)}
          />
        </div>
      )}
    />
  );
}

/** A yes/no question whose 'Yes' asks for details ("if yes, please specify"). */
function QuestionWithDetails({ control, name }: { control: FormControl; name: MedicalHistoryQuestion }) {
  const answer = useWatch({ control, name: `${name}.answer` });
  const inLanguage = useCatalogueText();
  const labels = text.questions[name];
  return (
    <div className={styles.question}>
      <YesNoQuestion control={control} name={name} label={labels.question} />
      {answer === true ? (
        <div className={styles.followUp}>
          <Controller
            control={control}
            name={`${name}.details`}
            render={({ field, fieldState }) => (
              <TextArea
                label={labels.details}
                name={field.name}
                inputRef={field.ref}
                maxLength={REMARKS_MAX_LENGTH}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={inLanguage(fieldState.error?.message)}
              />
            )}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Pregnancy: a 'Yes' asks for the expected delivery date (required). */
function PregnancyQuestion({ control }: { control: FormControl }) {
  const answer = useWatch({ control, name: 'pregnancy.answer' });
  return (
    <div className={styles.question}>
      <YesNoQuestion control={control} name="pregnancy" label={text.pregnancy.question} />
      {answer === true ? (
        <div className={styles.followUp}>
          <FormDateField
            control={fieldControl(control)}
            name="pregnancy.expectedDeliveryDate"
            label={text.pregnancy.expectedDeliveryDate}
            isRequired
          />
        </div>
      ) : null}
    </div>
  );
}

/** The conditions the person has, each then marked Controlled or Uncontrolled. */
function ConditionsQuestion({ control }: { control: FormControl }) {
  const conditions = useWatch({ control, name: 'conditions' });
  const inLanguage = useCatalogueText();
  return (
    <div className={styles.question}>
      <Controller
        control={control}
        name="conditions"
        render={({ field, fieldState }) => (
          <CheckboxGroup<string>
            label={text.conditions.title}
            description={text.conditions.description}
            options={MEDICAL_CONDITIONS.map((name) => ({ value: name, label: name }))}
            value={field.value.map((condition) => condition.name)}
            onChange={(names) => {
              // In the list's order, each keeping its Controlled or Uncontrolled.
              field.onChange(
                MEDICAL_CONDITIONS.filter((name) => names.includes(name)).map(
                  (name) => field.value.find((condition) => condition.name === name) ?? { name },
                ),
              );
            }}
            onBlur={field.onBlur}
            errorMessage={inLanguage(fieldState.error?.message)}
          />
        )}
      />
      {conditions.map((condition, index) => (
        <div key={condition.name} className={styles.followUp}>
          <Controller
            control={control}
            name={`conditions.${index}.controlled`}
            render={({ field, fieldState }) => (
              <div ref={focusWithinRef(field.ref)}>
                <RadioGroup<boolean>
                  label={formatMessage(text.conditions.status, { condition: condition.name })}
                  options={CONTROLLED_OPTIONS}
                  orientation="horizontal"
                  isRequired
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={inLanguage(fieldState.error?.message)}
                />
              </div>
            )}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The medical-history form (seed 000 section 3): eight questions answered Yes or No, each 'Yes' asking for
 * details; pregnancy, whose 'Yes' asks for the expected delivery date; the conditions the person has, each marked
 * Controlled or Uncontrolled; anything else; the confirmation; and the signature (name, contact number, date).
 *
 * Every answer is checked by the domain `medicalHistorySchema`, with the catalogue's messages. Errors show after a
 * field is left, then as the person changes it; on Save every error shows and the first field that needs an
 * answer, in the order they show, takes focus.
 *
 * Started from a saved version, it keeps every answer but asks for the confirmation again and dates the
 * signature today: each save is a new version.
 */
export function MedicalHistoryForm({
  value,
  signatory,
  today,
  onSubmit,
  isSubmitting = false,
  headingLevel = 2,
}: MedicalHistoryFormProps) {
  const titleId = useId();
  const inLanguage = useCatalogueText();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const SectionHeading = `h${String(headingLevel + 1)}` as 'h3' | 'h4';
  const { control, handleSubmit, setFocus, getValues } = useForm<
    MedicalHistoryFormValues,
    unknown,
    MedicalHistory
  >({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaults(value, signatory, today),
  });

  const showFirstError = (errors: FieldErrors<MedicalHistoryFormValues>) => {
    const first = fieldOrder(getValues()).find((name) => get(errors, name) !== undefined);
    if (first) setFocus(first as never);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        void handleSubmit((history) => {
          onSubmit(cleaned(history));
        }, showFirstError)(event);
      }}
    >
      <Heading id={titleId} className={styles.title}>
        {text.title}
      </Heading>
      <p className={styles.introduction}>{text.introduction}</p>
      <div className={styles.group}>
        {MEDICAL_HISTORY_QUESTIONS.map((name) => (
          <QuestionWithDetails key={name} control={control} name={name} />
        ))}
        <PregnancyQuestion control={control} />
        <ConditionsQuestion control={control} />
        <Controller
          control={control}
          name="others"
          render={({ field, fieldState }) => (
            <TextArea
              label={text.others}
              name={field.name}
              inputRef={field.ref}
              maxLength={REMARKS_MAX_LENGTH}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={inLanguage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="confirmation"
          render={({ field, fieldState }) => (
            <div ref={focusWithinRef(field.ref)}>
              <Checkbox
                name={field.name}
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isRequired
                errorMessage={inLanguage(fieldState.error?.message)}
              >
                {text.confirmation}
              </Checkbox>
            </div>
          )}
        />
      </div>
      <section className={styles.group} aria-labelledby={`${titleId}-signature`}>
        <SectionHeading id={`${titleId}-signature`} className={styles.sectionTitle}>
          {text.signature.title}
        </SectionHeading>
        <FormTextField
          control={fieldControl(control)}
          name="signature.name"
          label={text.signature.name}
          autoComplete="name"
          isRequired
        />
        <FormTextField
          control={fieldControl(control)}
          name="signature.contactNumber"
          label={text.signature.contactNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          isRequired
        />
        <FormDateField
          control={fieldControl(control)}
          name="signature.date"
          label={text.signature.date}
          isRequired
        />
      </section>
      <div className={styles.actions}>
        <Button type="submit" isLoading={isSubmitting}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
