export { EMAIL_INPUT, HOME_NUMBER_INPUT } from './textInputs';
export { YES_NO_OPTIONS, useYesNoOptions, yesNoOptionsOf } from './yesNoOptions';
export { useValidityChange } from './useValidityChange';
export { useDirtyChange } from './useDirtyChange';
