export { Spinner, SPINNER_SIZES } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
