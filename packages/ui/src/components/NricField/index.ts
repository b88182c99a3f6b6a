export { ExistingIdMessage } from './ExistingIdMessage';
export { ID_TYPE_OPTIONS, NricField } from './NricField';
export type { NationalIdValue, NricFieldProps } from './NricField';
