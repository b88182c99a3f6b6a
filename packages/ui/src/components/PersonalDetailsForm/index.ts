export { PersonalDetailsForm } from './PersonalDetailsForm';
export type { PersonalDetailsBaseProps, PersonalDetailsFormProps } from './PersonalDetailsForm';
export { PersonalDetailsReview } from './PersonalDetailsReview';
export type { PersonalDetailsReviewProps } from './PersonalDetailsReview';
export {
  DEFAULT_NATIONALITY_OPTIONS,
  nationalityOptionsOf,
  PERSONAL_DETAILS_LABELS,
  personalDetailsLabelsOf,
} from './labels';
export type { NationalityOption, PersonalDetailsLabels } from './labels';
