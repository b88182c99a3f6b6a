export {
  FIN_PREFIXES,
  NRIC_PREFIXES,
  isValidFin,
  isValidNationalId,
  isValidNric,
  nationalIdCheckLetter,
  type NationalIdPrefix,
} from './checkLetter.js';
export { maskNationalId } from './mask.js';
