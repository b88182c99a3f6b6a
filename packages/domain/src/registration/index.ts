export {
  CHECKOUT_STEPS,
  HEALTH_DECLARATION_STEP,
  HEALTH_DECLARATION_STEPS,
  REGISTRATION_STEPS,
  registrationSteps,
  type CheckoutStep,
  type HealthDeclarationStep,
  type RegistrationStep,
} from './steps.js';
export {
  isPostSessionStepVisible,
  isPreAssessmentStepVisible,
  type PreAssessmentContext,
} from './bookingStages.js';
export {
  isProgrammeComplete,
  isServiceSelectionValid,
  serviceSelectionIssues,
  type MarketingChannelChoice,
  type ProgrammeChoice,
  type ServiceSelectionRuleInput,
  type ServiceSelectionIssue,
} from './serviceSelection.js';
export { isProgrammeExpanded, nextProgrammeId, type CartProgramme } from './programmes.js';
export {
  BODY_PARTS,
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  EXERCISE_FREQUENCY_OPTIONS,
  HEALTH_CONDITIONS,
  HEALTH_DECLARATION_LANGUAGES,
  HEALTH_DECLARATION_ENGLISH,
  HEALTH_DECLARATION_REVIEW,
  JOIN_REASONS,
  NONE_OF_THESE,
  healthDeclarationMessage,
  healthDeclarationText,
  loadHealthDeclarationText,
  isConsistentListAnswer,
  type BodyPart,
  type HealthCondition,
  type HealthDeclarationLanguage,
  type HealthDeclarationText,
  type HealthDeclarationTranslation,
  type JoinReason,
} from './healthDeclarationText.js';
