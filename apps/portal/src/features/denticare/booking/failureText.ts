import { messages } from '@careportal/domain';
import type { ApiResult } from '../../../data/client';

/** What a refused booking call says: the API's error message, else its message, else the generic one. */
export function failureText(result: ApiResult): string {
  return result.errorMessage ?? result.message ?? messages.generic.somethingWentWrong;
}
