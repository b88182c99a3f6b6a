import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@careportal/domain';
import type { TextFieldProps } from '../../components/TextField';

type TextInput = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;

/** An email address: the email keyboard, the browser offers the person's saved address, and the domain's limit. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX_LENGTH,
} as const satisfies TextInput;

/** A home (landline) number: the phone keypad, the browser offers the person's saved local number, the limit. */
export const HOME_NUMBER_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-local',
  maxLength: PHONE_MAX_LENGTH,
} as const satisfies TextInput;
