export {
  REGISTRATION_STEP_LABELS,
  StepBar,
  registrationStepItems,
  registrationStepLabelsOf,
} from './StepBar';
export type { StepBarProps, StepBarStep } from './StepBar';
export { useStepProblems } from './useStepProblems';
export type { StepProblems } from './useStepProblems';
