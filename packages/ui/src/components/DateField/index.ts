export { DateField, DATE_FIELD_DEFAULT_FORMAT_HINT } from './DateField';
export type { DateFieldProps } from './DateField';
