import { messages } from '../messages/index.js';

/**
 * The medical history's questions (seed 000 section 3, "Medical history"), each answered yes or no, with details
 * asked when the answer is yes ("if yes, please specify"). Pregnancy asks for the expected delivery date instead.
 * The keys are the fields of the domain `medicalHistorySchema`.
 */
export const MEDICAL_HISTORY_QUESTIONS = [
  'hospitalisation',
  'allergies',
  'recentHealthChanges',
  'treatment',
  'medications',
  'dialysis',
  'transfusion',
  'excessiveBleeding',
] as const;
/** One of {@link MEDICAL_HISTORY_QUESTIONS}. */
export type MedicalHistoryQuestion = (typeof MEDICAL_HISTORY_QUESTIONS)[number];

/**
 * The conditions the form lists, each marked Controlled or Uncontrolled when the person has it (seed 000: "a list
 * of conditions each with a controlled or uncontrolled flag"). Stored by these English names; anything else goes
 * in "others". They are the chronic conditions a care or exercise team in Singapore screens an older adult for.
 */
export const MEDICAL_CONDITIONS = [
  'High blood pressure',
  'Diabetes',
  'High cholesterol',
  'Heart disease',
  'Stroke',
  'Asthma',
  'Chronic lung disease (COPD)',
  'Kidney disease',
  'Epilepsy',
  'Cancer',
  'Arthritis',
  'Osteoporosis',
] as const;
/** One of {@link MEDICAL_CONDITIONS}. */
export type MedicalConditionName = (typeof MEDICAL_CONDITIONS)[number];

/** Every text of the medical-history form. */
export interface MedicalHistoryText {
  title: string;
  introduction: string;
  /** Each yes/no question, and the label of its details field once answered yes. */
  questions: Record<MedicalHistoryQuestion, { question: string; details: string }>;
  pregnancy: { question: string; expectedDeliveryDate: string };
  conditions: {
    title: string;
    description: string;
    controlled: string;
    uncontrolled: string;
    status: string;
  };
  others: string;
  confirmation: string;
  signature: { title: string; name: string; contactNumber: string; date: string };
  submit: string;
}

/** The medical-history form's texts, in English. */
export const MEDICAL_HISTORY_TEXT: MedicalHistoryText = {
  title: 'Medical history',
  introduction:
    'Our care team reads your medical history before your sessions, so that they are safe for you. Please answer every question for the person receiving care.',
  questions: {
    hospitalisation: {
      question: 'Have you been hospitalised in the last 12 months?',
      details: 'When and why were you hospitalised?',
    },
    allergies: {
      question: 'Do you have any allergies (to medicine, food or anything else)?',
      details: 'What are you allergic to?',
    },
    recentHealthChanges: {
      question: 'Has your health changed recently?',
      details: 'How has your health changed?',
    },
    treatment: {
      question: 'Are you receiving any medical treatment now?',
      details: 'What treatment are you receiving?',
    },
    medications: {
      question: 'Are you taking any medication?',
      details: 'Which medication do you take?',
    },
    dialysis: {
      question: 'Are you on dialysis?',
      details: 'How often do you have dialysis?',
    },
    transfusion: {
      question: 'Have you ever had a blood transfusion?',
      details: 'When did you have the transfusion?',
    },
    excessiveBleeding: {
      question: 'Do you bleed a lot from small cuts, or bruise easily?',
      details: 'Please tell us more about the bleeding',
    },
  },
  pregnancy: {
    question: 'Are you pregnant?',
    expectedDeliveryDate: 'Expected delivery date',
  },
  conditions: {
    title: 'Do you have any of these conditions?',
    description: 'Choose each condition you have, then say whether it is controlled or uncontrolled.',
    controlled: 'Controlled',
    uncontrolled: 'Uncontrolled',
    status: '{condition}: controlled or uncontrolled?',
  },
  others: 'Other conditions or anything else our care team should know',
  confirmation: 'I confirm that the information I have given is true and complete.',
  signature: {
    title: 'Signature',
    name: messages.fields.fullName,
    contactNumber: 'Contact number',
    date: 'Date',
  },
  submit: messages.labels.save,
};

/** The texts of the medical-history and health-declaration pages and of the dialog on My Services. */
export const healthPageMessages = {
  /** The dialog on My Services: its title is the catalogue's `messages.health.medicalHistoryStale`. */
  prompt: {
    body: 'Please take a few minutes to update it, so that our care team knows how you are today.',
    updateNow: 'Update now',
    later: 'Later',
    /** The dialog's title for a person with no medical history yet (nothing is a year old then). */
    firstTitle: 'We do not have a medical history yet',
    firstBody:
      'Please take a few minutes to fill it in, so that our care team knows how to keep each session safe.',
    fillInNow: 'Fill it in now',
  },
  medicalHistory: {
    lastSubmitted: 'Last updated on {date}.',
    stale: 'It is more than 1 year old. Please check every answer and save it again.',
    none: 'You have not given us your medical history yet.',
    earlierVersions: 'Earlier versions, kept as they were saved: {dates}.',
    /** Each earlier version's date is a link to read it: its name for a screen reader. */
    openVersion: 'Read the version of {date}',
    /** An earlier version, read only. */
    viewingVersion: 'You are viewing the version of {date}',
    viewingEarlier:
      'It is kept as it was saved and cannot be changed. The current version is the one our care team reads.',
    viewingCurrent: 'This is the current version, the one our care team reads.',
    backToCurrent: 'Back to the current version',
    answersTitle: 'Your answers',
    conditionsNone: 'None',
    /** After a save: where to go next. */
    savedNext: 'Our care team will read it before your sessions.',
    backToServices: 'Back to My Services',
    back: 'Go back',
    changeAgain: 'Change my answers',
  },
  healthDeclaration: {
    /** The review's button that saves the declaration, in the language it is answered in. */
    submit: { en: 'Submit', 'zh-Hans': '提交', ms: 'Hantar', ta: 'சமர்ப்பி' },
    /** The link back from the result, in the language answered in. */
    backToServices: {
      en: 'Back to My Services',
      'zh-Hans': '返回我的服务',
      ms: 'Kembali ke Perkhidmatan Saya',
      ta: 'எனது சேவைகளுக்குத் திரும்பு',
    },
    noService: 'This health declaration is for one of your services. Please open it from My Services.',
  },
} as const;
