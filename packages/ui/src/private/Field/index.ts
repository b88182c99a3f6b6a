export { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from './Field';
export type { FieldLabelProps, FieldStateProps } from './Field';
