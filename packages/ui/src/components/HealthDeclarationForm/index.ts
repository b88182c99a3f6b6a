export { HEALTH_DECLARATION_QUESTION_STEPS, HealthDeclarationForm } from './HealthDeclarationForm';
export type { HealthDeclarationFormProps, HealthDeclarationQuestionStep } from './HealthDeclarationForm';
export { HealthDeclarationReview } from './HealthDeclarationReview';
export type { HealthDeclarationReviewProps } from './HealthDeclarationReview';
export { HealthDeclarationResult } from './HealthDeclarationResult';
export type { HealthDeclarationResultProps } from './HealthDeclarationResult';
export { useHealthDeclarationText } from './useHealthDeclarationText';
export type { ShownHealthDeclarationText } from './useHealthDeclarationText';
