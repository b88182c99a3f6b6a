export { Select, SELECT_DEFAULT_PLACEHOLDER } from './Select';
export type { SelectOption, SelectProps } from './Select';
