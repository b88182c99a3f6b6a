import { LOCALE_NAMES, LOCALES, type Locale, type TranslationStatus } from '../i18n/locales.js';
import { messages } from '../messages/index.js';
import { EXERCISE_FREQUENCIES, OTHERS, type ExerciseFrequency } from '../schemas/enums.js';
import type { HealthDeclarationStep } from './steps.js';

/**
 * The health declaration of the Active Ageing registration, in Singapore's four official languages, switchable on
 * the page: English and Simplified Chinese (seed 000 section 9: "Health forms have English and Chinese texts"),
 * and Malay and Tamil (issue 19). The answers are stored as the option values below, whatever the language shown, so a declaration reads
 * the same to the centre's staff in either.
 *
 * The form's two question steps (seed 001 section 4, "Health declaration progress"):
 * - HealthStatus: why the person joins, and how often they exercise now;
 * - HealthCondition: their health conditions, and injuries or chronic pain in the last 6 months.
 *
 * The questions follow the pre-exercise screening that Singapore's community exercise programmes ask of older
 * adults (conditions a trainer must know of before the first session, and where it hurts).
 */
export const HEALTH_DECLARATION_LANGUAGES = LOCALES;
/** One of {@link HEALTH_DECLARATION_LANGUAGES}. */
export type HealthDeclarationLanguage = Locale;
/** The language the declaration opens in. */
export const DEFAULT_HEALTH_DECLARATION_LANGUAGE: HealthDeclarationLanguage = 'en';

/** Why a person joins the exercise programme (any number; 'Others' asks for a text). */
export const JOIN_REASONS = [
  'Improve my strength and balance',
  'Stay active and independent',
  'Manage a health condition',
  'Prevent falls',
  'Meet friends and join activities',
  'Recommended by my doctor or therapist',
  OTHERS,
] as const;
/** One of {@link JOIN_REASONS}. */
export type JoinReason = (typeof JOIN_REASONS)[number];

/** The answer that says none of a list applies; it cannot be chosen with another. */
export const NONE_OF_THESE = 'None of these';

/** Health conditions a trainer must know of (any number; 'Others' asks for a text). */
export const HEALTH_CONDITIONS = [
  'High blood pressure',
  'Diabetes',
  'Heart disease',
  'Stroke',
  'Asthma or other lung disease',
  'Arthritis',
  'Osteoporosis',
  'Dizziness or fainting',
  'Surgery in the last 12 months',
  NONE_OF_THESE,
  OTHERS,
] as const;
/** One of {@link HEALTH_CONDITIONS}. */
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

/** Where an injury or chronic pain of the last 6 months is (any number; 'Others' asks for a text). */
export const BODY_PARTS = [
  'Neck',
  'Shoulder',
  'Upper back',
  'Lower back',
  'Elbow',
  'Wrist or hand',
  'Hip',
  'Knee',
  'Ankle or foot',
  NONE_OF_THESE,
  OTHERS,
] as const;
/** One of {@link BODY_PARTS}. */
export type BodyPart = (typeof BODY_PARTS)[number];

/** Every text of the health declaration in one language. */
export interface HealthDeclarationText {
  /** The page's title. */
  title: string;
  /** What the declaration is for, above the first question. */
  introduction: string;
  /** The language switch's label, and each language's name in its own script. */
  languageLabel: string;
  languageNames: Record<HealthDeclarationLanguage, string>;
  /** The title of each step of the form. */
  steps: Record<HealthDeclarationStep, string>;
  whyJoinQuestion: string;
  joinReasons: Record<JoinReason, string>;
  exerciseQuestion: string;
  exerciseFrequencies: Record<ExerciseFrequency, string>;
  healthConditionsQuestion: string;
  healthConditions: Record<HealthCondition, string>;
  injuriesQuestion: string;
  bodyParts: Record<BodyPart, string>;
  /** The label of the text field an 'Others' choice opens, one for each question, so that no two are alike. */
  otherLabels: { whyJoin: string; healthConditions: string; injuries: string };
  /** The form's buttons: the catalogue's words in English. */
  actions: { back: string; next: string; edit: string };
  /** Hint under a question whose answers may be several. */
  chooseAllThatApply: string;
  /** The declarant's fields. */
  fields: { name: string; nric: string; handphoneNumber: string; centre: string };
  /** The statement the person confirms on the review step. */
  declaration: string;
  /** The result step, once saved. */
  resultTitle: string;
  resultBody: string;
}

/** A translation of the declaration: its texts, and its error messages by the catalogue's English text. */
export interface HealthDeclarationTranslation {
  text: HealthDeclarationText;
  errors: Readonly<Record<string, string>>;
}

/**
 * The declaration in English, the source of the translations: always at hand, as the form opens in it. The other
 * languages are loaded on demand ({@link loadHealthDeclarationText}).
 */
export const HEALTH_DECLARATION_ENGLISH: HealthDeclarationText = {
  title: 'Health declaration',
  introduction:
    'Our trainers use your answers to plan exercises that are safe for you. Please answer for the person joining the programme.',
  languageLabel: 'Language',
  languageNames: LOCALE_NAMES,
  steps: {
    HealthStatus: 'Health status',
    HealthCondition: 'Health condition',
    ReviewInformation: 'Review information',
    Result: 'Result',
  },
  whyJoinQuestion: 'Why are you joining our exercise programme?',
  joinReasons: {
    'Improve my strength and balance': 'Improve my strength and balance',
    'Stay active and independent': 'Stay active and independent',
    'Manage a health condition': 'Manage a health condition',
    'Prevent falls': 'Prevent falls',
    'Meet friends and join activities': 'Meet friends and join activities',
    'Recommended by my doctor or therapist': 'Recommended by my doctor or therapist',
    Others: 'Others',
  },
  exerciseQuestion: 'How many times a week do you exercise now?',
  exerciseFrequencies: {
    '0': 'Not at all',
    '1-3': '1 to 3 times',
    '4-5': '4 to 5 times',
    'more than 5': 'More than 5 times',
  },
  healthConditionsQuestion: 'Do you have any of these health conditions?',
  healthConditions: {
    'High blood pressure': 'High blood pressure',
    Diabetes: 'Diabetes',
    'Heart disease': 'Heart disease',
    Stroke: 'Stroke',
    'Asthma or other lung disease': 'Asthma or other lung disease',
    Arthritis: 'Arthritis',
    Osteoporosis: 'Osteoporosis',
    'Dizziness or fainting': 'Dizziness or fainting',
    'Surgery in the last 12 months': 'Surgery in the last 12 months',
    'None of these': 'None of these',
    Others: 'Others',
  },
  injuriesQuestion:
    'In the last 6 months, have you had an injury or chronic pain in any of these body parts?',
  bodyParts: {
    Neck: 'Neck',
    Shoulder: 'Shoulder',
    'Upper back': 'Upper back',
    'Lower back': 'Lower back',
    Elbow: 'Elbow',
    'Wrist or hand': 'Wrist or hand',
    Hip: 'Hip',
    Knee: 'Knee',
    'Ankle or foot': 'Ankle or foot',
    'None of these': 'None of these',
    Others: 'Others',
  },
  otherLabels: {
    whyJoin: 'Other reason',
    healthConditions: 'Other health condition',
    injuries: 'Other body part',
  },
  actions: { back: messages.labels.back, next: messages.labels.next, edit: messages.labels.edit },
  chooseAllThatApply: 'Choose all that apply.',
  fields: { name: 'Name', nric: 'NRIC', handphoneNumber: 'Handphone number', centre: 'Centre' },
  declaration:
    'I declare that the information I have given is true and complete. I will tell the trainer if my health changes.',
  resultTitle: 'Thank you',
  resultBody:
    'Your health declaration has been saved. Our trainer will go through it with you at your first session.',
};

/**
 * Where each language's declaration stands ({@link TranslationStatus}): the Chinese, Malay and Tamil were written
 * for the portal and wait for a speaker's review before release. A reviewer checks every text of the language
 * together, since a form reads as one; the status then becomes `reviewed`.
 */
export const HEALTH_DECLARATION_REVIEW: Readonly<Record<HealthDeclarationLanguage, TranslationStatus>> = {
  en: 'source',
  'zh-Hans': 'pending-review',
  ms: 'pending-review',
  ta: 'pending-review',
};

/** The exercise frequencies in the order the form offers them. */
export const EXERCISE_FREQUENCY_OPTIONS: readonly ExerciseFrequency[] = EXERCISE_FREQUENCIES;

/**
 * Whether a list answer is consistent: 'None of these' stands alone. The form uses it to clear the other
 * choices when 'None of these' is chosen, and 'None of these' when another is.
 */
export function isConsistentListAnswer(chosen: readonly string[]): boolean {
  return !chosen.includes(NONE_OF_THESE) || chosen.length === 1;
}

type TranslatedLanguage = Exclude<HealthDeclarationLanguage, 'en'>;

/** The translations loaded so far. */
const loaded = new Map<TranslatedLanguage, HealthDeclarationTranslation>();

/** Each translation is a module, and in a browser build a chunk, of its own. */
function importTranslation(language: TranslatedLanguage): Promise<HealthDeclarationTranslation> {
  switch (language) {
    case 'zh-Hans':
      return import('./healthDeclaration/zh-Hans.js').then((module) => module.translation);
    case 'ms':
      return import('./healthDeclaration/ms.js').then((module) => module.translation);
    case 'ta':
      return import('./healthDeclaration/ta.js').then((module) => module.translation);
  }
}

/**
 * The declaration's texts in `language`, loaded if they are not yet (English at once). A page shows the texts of
 * the language it is in, and loads another only when the person switches to it.
 */
export async function loadHealthDeclarationText(
  language: HealthDeclarationLanguage,
): Promise<HealthDeclarationText> {
  if (language === 'en') return HEALTH_DECLARATION_ENGLISH;
  const known = loaded.get(language);
  if (known) return known.text;
  const translation = await importTranslation(language);
  loaded.set(language, translation);
  return translation.text;
}

/** The declaration's texts in `language` if they have been loaded ({@link loadHealthDeclarationText}), else undefined. */
export function healthDeclarationText(
  language: HealthDeclarationLanguage,
): HealthDeclarationText | undefined {
  return language === 'en' ? HEALTH_DECLARATION_ENGLISH : loaded.get(language)?.text;
}

/**
 * A validation message of the declaration in `language`: the catalogue's text in English, its translation where
 * the declaration has one, and null when it has none or the language is not loaded (the caller shows the English,
 * marked as English for screen readers).
 */
export function healthDeclarationMessage(
  message: string,
  language: HealthDeclarationLanguage,
): string | null {
  return language === 'en' ? message : (loaded.get(language)?.errors[message] ?? null);
}
