export { Rating, RATING_OPTION_LABELS, RATING_VALUES, ratingOptionLabelsOf } from './Rating';
export type { RatingProps } from './Rating';
