export { discountLabel, packageDescription, sessionTypeLabel, type PackageProduct } from './labels.js';
export {
  HELD_SERVICE_STATUSES,
  INELIGIBILITY_REASONS,
  MIN_AGE_BY_CATEGORY,
  ageOn,
  dateOfBirthEligibility,
  programmeEligibility,
  type Eligibility,
  type EligibilityPerson,
  type EligibilityProgramme,
  type IneligibilityReason,
} from './eligibility.js';
