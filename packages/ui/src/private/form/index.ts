export { FormComboBox } from './FormComboBox';
export { FormDateField } from './FormDateField';
export { FormPhoneField } from './FormPhoneField';
export { FormRadioGroup } from './FormRadioGroup';
export { FormSelect } from './FormSelect';
export { FormTextField } from './FormTextField';
export { EMAIL_INPUT, HOME_NUMBER_INPUT } from './textInputs';
export { YES_NO_OPTIONS, useYesNoOptions, yesNoOptionsOf } from './yesNoOptions';
export { useValidityChange } from './useValidityChange';
