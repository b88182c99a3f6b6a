export { Checkbox, CheckboxGroup } from './Checkbox';
export type { CheckboxGroupProps, CheckboxOption, CheckboxProps } from './Checkbox';
