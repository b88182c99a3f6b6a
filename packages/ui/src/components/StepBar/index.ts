export { REGISTRATION_STEP_LABELS, StepBar, registrationStepItems } from './StepBar';
export type { StepBarProps, StepBarStep } from './StepBar';
