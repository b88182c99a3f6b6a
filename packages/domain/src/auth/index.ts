export {
  AUTH_STATUS,
  TOKEN_EXPIRED_STATUS_CODE,
  TOKEN_INVALID_STATUS_CODES,
  type AuthStatusCode,
} from './status.js';
export {
  authValidateOutcome,
  type AuthValidateAction,
  type AuthValidateInput,
  type AuthValidateOutcome,
} from './validate.js';
export {
  ADD_CARD_PATH,
  ALWAYS_TOAST_PATHS,
  AUTH_VALIDATE_PATH,
  DENTICARE_ERROR_ROUTE,
  NETWORK_FAILURE_HTTP_CODE,
  PROFILE_LINKING_PATH,
  SUPPORT_TOAST_HTTP_CODES,
  isApiPath,
  wrapperErrorRule,
  type WrapperCallContext,
  type WrapperErrorAction,
  type WrapperResult,
} from './wrapper.js';
export { profileLinkingErrorMessage } from './linking.js';
