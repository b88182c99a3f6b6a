import { ACTIVE_AGEING_CATEGORY } from '../constants.js';

/**
 * Every step the registration wizard can show, in order (seed 001 section 4, "Registration progress").
 * `HealthDeclaration` shows only for the Active Ageing category; see {@link registrationSteps}.
 */
export const REGISTRATION_STEPS = [
  'ServiceSelection',
  'HealthDeclaration',
  'YourDetails',
  'YourAddress',
  'EmergencyContact',
  'ReviewInformation',
] as const;
/** One registration wizard step. */
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The registration wizard step that only the Active Ageing category shows. */
export const HEALTH_DECLARATION_STEP = 'HealthDeclaration' satisfies RegistrationStep;

/** The steps of the health declaration form, in order. */
export const HEALTH_DECLARATION_STEPS = [
  'HealthStatus',
  'HealthCondition',
  'ReviewInformation',
  'Result',
] as const;
/** One health declaration step. */
export type HealthDeclarationStep = (typeof HEALTH_DECLARATION_STEPS)[number];

/** The steps after registration: checkout information (in the numbered variant), then payment. */
export const CHECKOUT_STEPS = ['CheckoutInformation', 'PaymentSelection', 'PaymentCompletion'] as const;
/** One checkout or payment step. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The registration wizard's steps for a service category: ServiceSelection, YourDetails, YourAddress,
 * EmergencyContact and ReviewInformation, with HealthDeclaration second for 'Active Ageing' only (so each later
 * step moves one place). The category name must match as the catalogue spells it (surrounding spaces aside).
 */
export function registrationSteps(categoryName: string | null | undefined): readonly RegistrationStep[] {
  return categoryName?.trim() === ACTIVE_AGEING_CATEGORY
    ? REGISTRATION_STEPS
    : REGISTRATION_STEPS.filter((step) => step !== HEALTH_DECLARATION_STEP);
}
