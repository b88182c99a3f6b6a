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
