export { RadioGroup, RADIO_GROUP_ORIENTATIONS } from './RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioOption, RadioValue } from './RadioGroup';
