export {
  countryCodeOptionsOf,
  DEFAULT_COUNTRY_CODES,
  PhoneField,
  PHONE_FIELD_DEFAULT_COUNTRY_CODE_LABEL,
} from './PhoneField';
export type { PhoneFieldProps, PhoneValue } from './PhoneField';
