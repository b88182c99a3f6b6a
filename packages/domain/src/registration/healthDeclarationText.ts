import { messages } from '../messages/index.js';
import { EXERCISE_FREQUENCIES, OTHERS, type ExerciseFrequency } from '../schemas/enums.js';
import type { HealthDeclarationStep } from './steps.js';

/**
 * The health declaration of the Active Ageing registration, in the two languages it is offered in (seed 000
 * section 9: "Health forms have English and Chinese texts"): English and Simplified Chinese, switchable on the
 * page. The answers are stored as the option values below, whatever the language shown, so a declaration reads
 * the same to the centre's staff in either.
 *
 * The form's two question steps (seed 001 section 4, "Health declaration progress"):
 * - HealthStatus: why the person joins, and how often they exercise now;
 * - HealthCondition: their health conditions, and injuries or chronic pain in the last 6 months.
 *
 * The questions follow the pre-exercise screening that Singapore's community exercise programmes ask of older
 * adults (conditions a trainer must know of before the first session, and where it hurts).
 */
export const HEALTH_DECLARATION_LANGUAGES = ['en', 'zh-Hans'] as const;
/** One of {@link HEALTH_DECLARATION_LANGUAGES}. */
export type HealthDeclarationLanguage = (typeof HEALTH_DECLARATION_LANGUAGES)[number];
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

/** The health declaration's texts, by language. */
export const HEALTH_DECLARATION_TEXT: Record<HealthDeclarationLanguage, HealthDeclarationText> = {
  en: {
    title: 'Health declaration',
    introduction:
      'Our trainers use your answers to plan exercises that are safe for you. Please answer for the person joining the programme.',
    languageLabel: 'Language',
    languageNames: { en: 'English', 'zh-Hans': '中文' },
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
  },
  'zh-Hans': {
    title: '健康申报',
    introduction: '我们的教练会根据您的回答，为您安排安全的运动。请以参加课程者的情况作答。',
    languageLabel: '语言',
    languageNames: { en: 'English', 'zh-Hans': '中文' },
    steps: {
      HealthStatus: '健康状况',
      HealthCondition: '疾病与伤痛',
      ReviewInformation: '核对资料',
      Result: '完成',
    },
    whyJoinQuestion: '您为什么参加我们的运动课程？',
    joinReasons: {
      'Improve my strength and balance': '增强体力和平衡力',
      'Stay active and independent': '保持活跃，生活自理',
      'Manage a health condition': '控制病情',
      'Prevent falls': '预防跌倒',
      'Meet friends and join activities': '结交朋友，参加活动',
      'Recommended by my doctor or therapist': '医生或治疗师建议',
      Others: '其他',
    },
    exerciseQuestion: '您目前每周运动几次？',
    exerciseFrequencies: {
      '0': '不运动',
      '1-3': '1至3次',
      '4-5': '4至5次',
      'more than 5': '5次以上',
    },
    healthConditionsQuestion: '您是否患有以下疾病？',
    healthConditions: {
      'High blood pressure': '高血压',
      Diabetes: '糖尿病',
      'Heart disease': '心脏病',
      Stroke: '中风',
      'Asthma or other lung disease': '哮喘或其他肺病',
      Arthritis: '关节炎',
      Osteoporosis: '骨质疏松',
      'Dizziness or fainting': '头晕或昏厥',
      'Surgery in the last 12 months': '过去12个月内动过手术',
      'None of these': '以上皆无',
      Others: '其他',
    },
    injuriesQuestion: '过去6个月内，您以下哪些部位受过伤或有长期疼痛？',
    bodyParts: {
      Neck: '颈部',
      Shoulder: '肩膀',
      'Upper back': '上背',
      'Lower back': '下背（腰部）',
      Elbow: '手肘',
      'Wrist or hand': '手腕或手',
      Hip: '髋部',
      Knee: '膝盖',
      'Ankle or foot': '脚踝或脚',
      'None of these': '以上皆无',
      Others: '其他',
    },
    otherLabels: {
      whyJoin: '其他原因（请注明）',
      healthConditions: '其他疾病（请注明）',
      injuries: '其他部位（请注明）',
    },
    actions: { back: '上一步', next: '下一步', edit: '修改' },
    chooseAllThatApply: '可选多项。',
    fields: { name: '姓名', nric: '身份证号码', handphoneNumber: '手机号码', centre: '中心' },
    declaration: '本人声明以上所填资料真实完整。如健康状况有变，本人会告知教练。',
    resultTitle: '谢谢您',
    resultBody: '您的健康申报已保存。教练会在第一堂课时与您一起查看。',
  },
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

/** The form's error messages in Chinese, by the catalogue's English text. */
const CHINESE_ERRORS: Readonly<Record<string, string>> = {
  [messages.validation.otherTextRequired]: '请注明',
  [messages.validation.exerciseFrequencyRequired]: '请选择每周运动次数',
  [messages.validation.required]: '此项必填',
};

/**
 * A validation message of the declaration in `language`: the catalogue's text in English, its Chinese in
 * Chinese where the declaration has one, and null when it has none (the caller shows the English, marked as
 * English for screen readers).
 */
export function healthDeclarationMessage(
  message: string,
  language: HealthDeclarationLanguage,
): string | null {
  return language === 'en' ? message : (CHINESE_ERRORS[message] ?? null);
}
