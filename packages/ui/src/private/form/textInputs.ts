import type { TextFieldProps } from '../../components/TextField';

type TextInput = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** An email address: the email keyboard, and the browser offers the person's saved address. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
} as const satisfies TextInput;

/** A home (landline) number: the phone keypad, and the browser offers the person's saved local number. */
export const HOME_NUMBER_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-local',
} as const satisfies TextInput;
