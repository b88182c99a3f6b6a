import { z } from 'zod';

import { NAME_MAX_LENGTH, NATIONAL_ID_MAX_LENGTH, REMARKS_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { EXERCISE_FREQUENCIES, OTHERS } from './enums.js';
import {
  EVEN_IF_OTHER_FIELDS_FAIL,
  addIssueAt,
  optionalIsoDate,
  optionalText,
  recordId,
  requiredIsoDate,
  requiredPhone,
  requiredText,
  textAt,
  valueAt,
} from './shared.js';
import { FIRST_PROBLEM_ONLY } from './firstProblem.js';

const v = messages.validation;

/** The list questions of the health declaration, each paired with its other-text field. */
const LIST_QUESTIONS = [
  ['whyJoinOurExerciseProgramme', 'whyJoinOurExerciseProgrammeOther'],
  ['healthConditions', 'healthConditionsOther'],
  ['injureAnyOfTheseBodyParts', 'injureAnyOfTheseBodyPartsOther'],
] as const;

function checkOtherTexts(value: unknown, ctx: z.RefinementCtx): void {
  for (const [list, other] of LIST_QUESTIONS) {
    const chosen = valueAt(value, list);
    if (Array.isArray(chosen) && chosen.includes(OTHERS) && textAt(value, other) === '') {
      addIssueAt(ctx, [other], v.otherTextRequired);
    }
  }
}

const answerFields = {
  whyJoinOurExerciseProgramme: z.array(z.string(), { error: v.required }),
  whyJoinOurExerciseProgrammeOther: optionalText(),
  healthConditions: z.array(z.string(), { error: v.required }),
  healthConditionsOther: optionalText(),
  injureAnyOfTheseBodyParts: z.array(z.string(), { error: v.required }),
  injureAnyOfTheseBodyPartsOther: optionalText(),
  timesExerciseAWeek: z.enum(EXERCISE_FREQUENCIES, { error: v.exerciseFrequencyRequired }),
};

/**
 * The questions of the health declaration as the registration wizard holds them (specification 001,
 * section 3): reasons for joining, health conditions, injuries or chronic pain in the last 6 months (each a
 * list of the chosen options, which may be empty), and the weekly exercise frequency (required). Choosing
 * 'Others' in a list requires its other text ('This field is required').
 */
export const healthDeclarationAnswersSchema = z
  .object(answerFields)
  .superRefine(checkOtherTexts, EVEN_IF_OTHER_FIELDS_FAIL);

/** Valid health-declaration answers. */
export type HealthDeclarationAnswers = z.output<typeof healthDeclarationAnswersSchema>;

/** An NRIC typed into a health form: required, and in capital letters ('NRIC must be in capital letters'). */
export const upperCaseNricSchema = requiredText(v.nricRequired, { max: NATIONAL_ID_MAX_LENGTH }).refine(
  (nric) => nric === nric.toUpperCase(),
  {
    error: v.nricNotUpperCase,
    ...FIRST_PROBLEM_ONLY,
  },
);

const declarationFields = {
  ...answerFields,
  name: requiredText(v.nameRequired, { max: NAME_MAX_LENGTH }),
  nric: upperCaseNricSchema,
  handphoneNumber: requiredPhone(v.mobileNumberRequired, v.phoneNumberInvalid),
  center: requiredText(v.centreRequired),
};

/**
 * The health-declaration form (specification 000, section 3): the answers of
 * {@link healthDeclarationAnswersSchema} plus the declarant's name, NRIC (capital letters), handphone number
 * and centre.
 */
export const healthDeclarationSchema = z
  .object(declarationFields)
  .superRefine(checkOtherTexts, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid health declaration. */
export type HealthDeclaration = z.output<typeof healthDeclarationSchema>;
/** A health declaration as a form holds it before validation. */
export type HealthDeclarationInput = z.input<typeof healthDeclarationSchema>;

/**
 * The body of POST /profile/health-declaration: the form plus the client it is for, and optionally the service
 * it is declared for (`serviceId`: a service in the HEALTH_DECLARATION state, which the save moves on to
 * UPCOMING or ONGOING). With a service the centre may be left out: the service's own centre is the
 * declaration's. Without one the centre is required ('Centre is required').
 */
export const healthDeclarationRequestSchema = z
  .object({
    ...declarationFields,
    center: optionalText(),
    clientId: recordId(),
    serviceId: recordId().optional(),
  })
  .superRefine((value, ctx) => {
    checkOtherTexts(value, ctx);
    if (textAt(value, 'serviceId') === '' && textAt(value, 'center') === '') {
      addIssueAt(ctx, ['center'], v.centreRequired);
    }
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A health-declaration save request. */
export type HealthDeclarationRequest = z.output<typeof healthDeclarationRequestSchema>;

/** A yes/no medical-history question with optional details ("if yes, please specify"). */
export const yesNoAnswerSchema = z.object({
  answer: z.boolean({ error: v.required }),
  details: optionalText({ max: REMARKS_MAX_LENGTH, multiline: true }),
});

/** A yes/no answer with details. */
export type YesNoAnswer = z.output<typeof yesNoAnswerSchema>;

/** One medical condition of the medical history, controlled or not. */
export const medicalConditionSchema = z.object({
  name: requiredText(v.required),
  controlled: z.boolean({ error: v.required }),
});

/** One medical condition. */
export type MedicalCondition = z.output<typeof medicalConditionSchema>;

/** The signature block of the medical history: name, contact number and date (`yyyy-MM-dd`). */
export const signatureSchema = z.object({
  name: requiredText(v.nameRequired, { max: NAME_MAX_LENGTH }),
  contactNumber: requiredPhone(v.mobileNumberRequired, v.phoneNumberInvalid),
  date: requiredIsoDate(v.required, v.invalidValue),
});

/** A signature block. */
export type Signature = z.output<typeof signatureSchema>;

/**
 * The medical-history form (specification 000, section 3). Every yes/no question must be answered. A 'yes' to
 * pregnancy requires the expected delivery date ('This field is required' at
 * `pregnancy.expectedDeliveryDate`). The confirmation must be ticked.
 */
export const medicalHistorySchema = z
  .object({
    hospitalisation: yesNoAnswerSchema,
    allergies: yesNoAnswerSchema,
    recentHealthChanges: yesNoAnswerSchema,
    treatment: yesNoAnswerSchema,
    medications: yesNoAnswerSchema,
    dialysis: yesNoAnswerSchema,
    transfusion: yesNoAnswerSchema,
    excessiveBleeding: yesNoAnswerSchema,
    pregnancy: z.object({
      answer: z.boolean({ error: v.required }),
      expectedDeliveryDate: optionalIsoDate(v.invalidValue),
    }),
    conditions: z.array(medicalConditionSchema),
    others: optionalText({ max: REMARKS_MAX_LENGTH, multiline: true }),
    confirmation: z.literal(true, { error: v.confirmationRequired }),
    signature: signatureSchema,
  })
  .superRefine((value, ctx) => {
    const pregnancy = valueAt(value, 'pregnancy');
    if (valueAt(pregnancy, 'answer') === true && textAt(pregnancy, 'expectedDeliveryDate') === '') {
      addIssueAt(ctx, ['pregnancy', 'expectedDeliveryDate'], v.expectedDeliveryDateRequired);
    }
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid medical history. */
export type MedicalHistory = z.output<typeof medicalHistorySchema>;
/** A medical history as a form holds it before validation. */
export type MedicalHistoryInput = z.input<typeof medicalHistorySchema>;
