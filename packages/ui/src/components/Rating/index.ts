export { Rating, RATING_OPTION_LABELS, RATING_VALUES } from './Rating';
export type { RatingProps } from './Rating';
