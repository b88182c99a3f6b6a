import {
  BODY_PARTS,
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  EXERCISE_FREQUENCY_OPTIONS,
  HEALTH_CONDITIONS,
  loadHealthDeclarationText,
  JOIN_REASONS,
  NONE_OF_THESE,
  OTHERS,
  TEXT_MAX_LENGTH,
  healthDeclarationAnswersSchema,
  healthDeclarationMessage,
  isConsistentListAnswer,
  type ExerciseFrequency,
  type HealthDeclarationAnswers,
  type HealthDeclarationLanguage,
  type HealthDeclarationStep,
} from '@careportal/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { Button } from '../Button';
import { CheckboxGroup, type CheckboxOption } from '../Checkbox';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import type { FormFieldProps } from '../Form';
import { useFormField } from '../Form/useFormField';
import { crossFieldResolver } from '../PersonalDetailsForm/crossFieldResolver';
import * as styles from './HealthDeclarationForm.css';
import { LanguageSwitch } from './LanguageSwitch';
import { useHealthDeclarationText } from './useHealthDeclarationText';

/** The health declaration's question steps, which this form shows one at a time; the review and result follow. */
export const HEALTH_DECLARATION_QUESTION_STEPS = [
  'HealthStatus',
  'HealthCondition',
] as const satisfies readonly HealthDeclarationStep[];
/** One of {@link HEALTH_DECLARATION_QUESTION_STEPS}. */
export type HealthDeclarationQuestionStep = (typeof HEALTH_DECLARATION_QUESTION_STEPS)[number];

type Answers = HealthDeclarationAnswers;
/** The answers as the form holds them: the exercise frequency is empty until chosen. */
type AnswersInput = Omit<Answers, 'timesExerciseAWeek'> & { timesExerciseAWeek?: ExerciseFrequency };
type AnswerName = keyof Answers;
type ListName = 'whyJoinOurExerciseProgramme' | 'healthConditions' | 'injureAnyOfTheseBodyParts';
type OtherName = `${ListName}Other`;

/** Each step's answers, in the order they show, which is the order the first invalid one is looked for. */
const STEP_FIELDS = {
  HealthStatus: ['whyJoinOurExerciseProgramme', 'whyJoinOurExerciseProgrammeOther', 'timesExerciseAWeek'],
  HealthCondition: [
    'healthConditions',
    'healthConditionsOther',
    'injureAnyOfTheseBodyParts',
    'injureAnyOfTheseBodyPartsOther',
  ],
} as const satisfies Record<HealthDeclarationQuestionStep, readonly AnswerName[]>;

const OTHER_TEXT_FIELDS = [
  'whyJoinOurExerciseProgrammeOther',
  'healthConditionsOther',
  'injureAnyOfTheseBodyPartsOther',
] as const satisfies readonly OtherName[];

/** Props of {@link HealthDeclarationForm}. */
export interface HealthDeclarationFormProps {
  /** The answers to start from: a saved declaration, or what the person gave before going back or editing. */
  value?: Partial<HealthDeclarationAnswers>;
  /** The language shown, when the page keeps it (so the review shows the same); with `onLanguageChange`. */
  language?: HealthDeclarationLanguage;
  /** The language the form opens in when the page does not keep it. Default English. */
  defaultLanguage?: HealthDeclarationLanguage;
  /** Called when the person switches language. */
  onLanguageChange?: (language: HealthDeclarationLanguage) => void;
  /** The step to open at: HealthCondition when the review's Edit of that group leads here. Default the first. */
  defaultStep?: HealthDeclarationQuestionStep;
  /** Called when the form moves to another question step, for a page that mirrors it (a step bar, the URL). */
  onStepChange?: (step: HealthDeclarationQuestionStep) => void;
  /**
   * Called from the last step with the valid answers: the options' English values whatever the language shown,
   * trimmed, each other-text cleared unless its list has 'Others'.
   */
  onSubmit: (answers: HealthDeclarationAnswers) => void;
  /**
   * Shows Back on the first step, to leave the declaration for the wizard's previous step. Called with the
   * answers so far, unchecked, to pass back as `value` when the person returns.
   */
  onBack?: (draft: Partial<HealthDeclarationAnswers>) => void;
  /** Shows a spinner on the last step's Next while the answers are saved. */
  isSubmitting?: boolean;
  /** Default 2; each step's title is one level below. */
  headingLevel?: 2 | 3;
}

function defaults(value: Partial<Answers> | undefined): DefaultValues<AnswersInput> {
  return {
    whyJoinOurExerciseProgramme: value?.whyJoinOurExerciseProgramme ?? [],
    whyJoinOurExerciseProgrammeOther: value?.whyJoinOurExerciseProgrammeOther ?? '',
    timesExerciseAWeek: value?.timesExerciseAWeek,
    healthConditions: value?.healthConditions ?? [],
    healthConditionsOther: value?.healthConditionsOther ?? '',
    injureAnyOfTheseBodyParts: value?.injureAnyOfTheseBodyParts ?? [],
    injureAnyOfTheseBodyPartsOther: value?.injureAnyOfTheseBodyPartsOther ?? '',
  };
}

/** The answers as saved: each other-text only with its 'Others'. */
function cleaned(answers: Answers): Answers {
  return {
    ...answers,
    whyJoinOurExerciseProgrammeOther: answers.whyJoinOurExerciseProgramme.includes(OTHERS)
      ? answers.whyJoinOurExerciseProgrammeOther
      : null,
    healthConditionsOther: answers.healthConditions.includes(OTHERS) ? answers.healthConditionsOther : null,
    injureAnyOfTheseBodyPartsOther: answers.injureAnyOfTheseBodyParts.includes(OTHERS)
      ? answers.injureAnyOfTheseBodyPartsOther
      : null,
  };
}

/**
 * A list answer after a change, with 'None of these' standing alone (the domain's `isConsistentListAnswer`):
 * choosing it clears the other choices, and choosing another clears it.
 */
function withNoneAlone(previous: readonly string[], next: string[]): string[] {
  if (isConsistentListAnswer(next)) return next;
  return previous.includes(NONE_OF_THESE)
    ? next.filter((choice) => choice !== NONE_OF_THESE)
    : next.filter((choice) => choice === NONE_OF_THESE);
}

function optionsOf<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) {
  return values.map((value): CheckboxOption<string> => ({ value, label: labels[value] }));
}

function stepOf(name: AnswerName): HealthDeclarationQuestionStep {
  return (STEP_FIELDS.HealthStatus as readonly AnswerName[]).includes(name)
    ? 'HealthStatus'
    : 'HealthCondition';
}

/**
 * A validation message in the form's language: the declaration's Chinese where it has one, else the catalogue's
 * English, marked as English so that a screen reader reads it in an English voice.
 */
function inLanguage(message: string | undefined, language: HealthDeclarationLanguage): ReactNode {
  if (!message) return undefined;
  return healthDeclarationMessage(message, language) ?? <span lang="en">{message}</span>;
}

/** The text an 'Others' choice opens: required, its error in the form's language. */
function OtherTextField({
  language,
  ...props
}: FormFieldProps<AnswersInput, string | null | undefined> & { language: HealthDeclarationLanguage }) {
  // The error in the declaration's language, from the schema's English.
  const { field, fieldState, fieldProps } = useFormField(props);
  return (
    <div className={styles.otherText}>
      <TextField
        {...fieldProps}
        errorMessage={inLanguage(fieldState.error?.message, language)}
        name={field.name}
        inputRef={field.ref}
        maxLength={TEXT_MAX_LENGTH}
        value={field.value ?? ''}
        onChange={field.onChange}
      />
    </div>
  );
}

interface ListQuestionProps {
  control: Control<AnswersInput>;
  name: ListName;
  label: string;
  description: string;
  options: readonly CheckboxOption<string>[];
  otherLabel: string;
  language: HealthDeclarationLanguage;
}

/** A question answered with any number of options; 'None of these' stands alone, 'Others' opens a text. */
function ListQuestion({
  control,
  name,
  label,
  description,
  options,
  otherLabel,
  language,
}: ListQuestionProps) {
  const chosen = useWatch({ control, name });
  return (
    <div className={styles.question}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <CheckboxGroup<string>
            label={label}
            description={description}
            options={options}
            value={field.value}
            onChange={(next) => {
              field.onChange(withNoneAlone(field.value, next));
            }}
            onBlur={field.onBlur}
            errorMessage={inLanguage(fieldState.error?.message, language)}
          />
        )}
      />
      {chosen.includes(OTHERS) ? (
        <OtherTextField
          control={control}
          name={`${name}Other`}
          label={otherLabel}
          language={language}
          isRequired
        />
      ) : null}
    </div>
  );
}

interface ExerciseQuestionProps {
  control: Control<AnswersInput>;
  label: string;
  labels: Readonly<Record<ExerciseFrequency, string>>;
  language: HealthDeclarationLanguage;
}

/** How often the person exercises now: one of the domain's frequencies, required. */
function ExerciseQuestion({ control, label, labels, language }: ExerciseQuestionProps) {
  const { field, fieldState, fieldProps } = useFormField<AnswersInput, ExerciseFrequency | null | undefined>({
    control,
    name: 'timesExerciseAWeek',
    label,
    isRequired: true,
  });
  return (
    // The form focuses a field through the ref it was given; a radio group has no input of its own, so the
    // chosen radio (or the first) takes the focus, as Tab would give it.
    <div
      ref={(group) => {
        field.ref(
          group
            ? {
                focus: () => {
                  const radio =
                    group.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
                    group.querySelector<HTMLInputElement>('input[type="radio"]');
                  radio?.focus();
                },
              }
            : null,
        );
      }}
    >
      <RadioGroup<ExerciseFrequency>
        {...fieldProps}
        errorMessage={inLanguage(fieldState.error?.message, language)}
        options={EXERCISE_FREQUENCY_OPTIONS.map((value) => ({ value, label: labels[value] }))}
        value={field.value ?? null}
        onChange={field.onChange}
      />
    </div>
  );
}

/**
 * The health declaration of the Active Ageing registration: its two question steps, one at a time, in English or
 * Simplified Chinese. HealthStatus asks why the person joins (with 'Others' and its text) and how often they
 * exercise (required); HealthCondition asks for their health conditions and their injuries or chronic pain of the
 * last 6 months by body part, where 'None of these' stands alone and 'Others' asks for a text.
 *
 * The form moves between its two steps itself: Next checks the step's answers before moving on, Back keeps them,
 * and the last step's Next calls `onSubmit` with all the answers. The wizard therefore only shows this form for
 * the first two sub-steps and `HealthDeclarationReview` for ReviewInformation; to edit a group from the review it
 * opens the form at that step (`defaultStep`) with the answers as `value`.
 *
 * The language switch at the top changes every text, and nothing else: the answers and their errors stay. The
 * whole form is marked with the language shown, so a screen reader changes voice and the Chinese font applies.
 * The answers are the options' English values in either language. Errors and the buttons' names come from the
 * catalogue, which has them in English only; they are marked `lang="en"` on the Chinese form.
 *
 * Errors show after a question is left, then as the person changes it; on Next, the first question that needs an
 * answer takes focus (on its own step, if the person opened the form at a later one).
 */
export function HealthDeclarationForm({
  value,
  language: languageProp,
  defaultLanguage = DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  onLanguageChange,
  defaultStep = 'HealthStatus',
  onStepChange,
  onSubmit,
  onBack,
  isSubmitting = false,
  headingLevel = 2,
}: HealthDeclarationFormProps) {
  const [ownLanguage, setOwnLanguage] = useState(defaultLanguage);
  const { text, language } = useHealthDeclarationText(languageProp ?? ownLanguage);
  const [step, setStep] = useState<HealthDeclarationQuestionStep>(defaultStep);
  const [focusRequest, setFocusRequest] = useState<{ target: AnswerName | 'step' } | null>(null);
  const stepTitleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const StepHeading = `h${String(headingLevel + 1)}` as 'h3' | 'h4';

  const { control, handleSubmit, trigger, getValues, getFieldState, setFocus } = useForm<
    AnswersInput,
    unknown,
    Answers
  >({
    resolver: crossFieldResolver<AnswersInput, Answers>(
      healthDeclarationAnswersSchema,
      { timesExerciseAWeek: '0' },
      OTHER_TEXT_FIELDS,
    ),
    mode: 'onTouched',
    // The form looks for the first invalid answer itself, in the order they show (see STEP_FIELDS): an
    // 'Others' text registers when it appears, after the questions below it.
    shouldFocusError: false,
    defaultValues: defaults(value),
  });

  // Focus moves once the step or the errors it points at have rendered, so a screen reader reads them with it.
  useEffect(() => {
    if (focusRequest === null) return;
    if (focusRequest.target === 'step') stepTitleRef.current?.focus();
    else setFocus(focusRequest.target);
  }, [focusRequest, setFocus]);

  // The form changes language once the texts have arrived (a chunk of their own), so that nothing shows half in one
  // and half in the other; if they cannot arrive (offline), it stays as it is and the switch with it.
  const changeLanguage = (next: HealthDeclarationLanguage) => {
    loadHealthDeclarationText(next).then(
      () => {
        setOwnLanguage(next);
        onLanguageChange?.(next);
      },
      () => undefined,
    );
  };

  const goTo = (next: HealthDeclarationQuestionStep, focus: AnswerName | 'step' = 'step') => {
    if (next !== step) {
      setStep(next);
      onStepChange?.(next);
    }
    setFocusRequest({ target: focus });
  };

  const showFirstInvalid = (isInvalid: (name: AnswerName) => boolean) => {
    const first = [...STEP_FIELDS.HealthStatus, ...STEP_FIELDS.HealthCondition].find(isInvalid);
    if (first) goTo(stepOf(first), first);
  };

  const next = async () => {
    const isValid = await trigger(STEP_FIELDS.HealthStatus, { shouldTouch: true });
    if (isValid) goTo('HealthCondition');
    else showFirstInvalid((name) => getFieldState(name).invalid);
  };

  const submit = handleSubmit(
    (answers) => {
      onSubmit(cleaned(answers));
    },
    (errors) => {
      showFirstInvalid((name) => errors[name] !== undefined);
    },
  );

  return (
    <form
      className={styles.form}
      lang={language}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        if (step === 'HealthStatus') {
          event.preventDefault();
          void next();
        } else {
          void submit(event);
        }
      }}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {text.title}
        </Heading>
        <LanguageSwitch language={language} onChange={changeLanguage} />
      </div>
      <p className={styles.introduction}>{text.introduction}</p>
      <StepHeading ref={stepTitleRef} tabIndex={-1} className={styles.stepTitle}>
        {text.steps[step]}
      </StepHeading>
      {step === 'HealthStatus' ? (
        <div className={styles.fields}>
          <ListQuestion
            control={control}
            name="whyJoinOurExerciseProgramme"
            label={text.whyJoinQuestion}
            description={text.chooseAllThatApply}
            options={optionsOf(JOIN_REASONS, text.joinReasons)}
            otherLabel={text.otherLabels.whyJoin}
            language={language}
          />
          <ExerciseQuestion
            control={control}
            label={text.exerciseQuestion}
            labels={text.exerciseFrequencies}
            language={language}
          />
        </div>
      ) : (
        <div className={styles.fields}>
          <ListQuestion
            control={control}
            name="healthConditions"
            label={text.healthConditionsQuestion}
            description={text.chooseAllThatApply}
            options={optionsOf(HEALTH_CONDITIONS, text.healthConditions)}
            otherLabel={text.otherLabels.healthConditions}
            language={language}
          />
          <ListQuestion
            control={control}
            name="injureAnyOfTheseBodyParts"
            label={text.injuriesQuestion}
            description={text.chooseAllThatApply}
            options={optionsOf(BODY_PARTS, text.bodyParts)}
            otherLabel={text.otherLabels.injuries}
            language={language}
          />
        </div>
      )}
      <div className={styles.actions}>
        {step === 'HealthCondition' ? (
          <Button
            variant="secondary"
            onPress={() => {
              goTo('HealthStatus');
            }}
          >
            {text.actions.back}
          </Button>
        ) : onBack ? (
          <Button
            variant="secondary"
            onPress={() => {
              onBack(getValues());
            }}
          >
            {text.actions.back}
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSubmitting && step === 'HealthCondition'}>
          {text.actions.next}
        </Button>
      </div>
    </form>
  );
}
