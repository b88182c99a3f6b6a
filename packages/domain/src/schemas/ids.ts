import { z } from 'zod';

import { messages } from '../messages/index.js';

/**
 * The id of a database record sent to the API (a loved one to link, a path's record id): a UUID, the type of every
 * id column, so it is checked before any query reads it. `message` when it is not one; the catalogue's
 * 'This reference is not valid. Please go back and try again.' by default.
 *
 * @example recordUuid().safeParse('not-a-uuid').success // false
 */
export function recordUuid(message: string = messages.validation.recordIdInvalid) {
  return z.guid({ error: message });
}
