export { ExistingIdMessage, ID_TYPE_OPTIONS, NricField } from './NricField';
export type { NationalIdValue, NricFieldProps } from './NricField';
