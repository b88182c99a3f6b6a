export { RegistrationReview } from './RegistrationReview';
export type {
  RegistrationReviewProps,
  RegistrationReviewRow,
  RegistrationReviewSection,
} from './RegistrationReview';
