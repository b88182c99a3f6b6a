/**
 * The anonymous Denticare booking's client session id (seed 001 §4, "Denticare public booking flow", step 1): a
 * random id kept in sessionStorage, so it lives as long as the browser tab, survives a reload, and is never
 * shared with another tab or browser. The API keys the held or booked appointment and the client details by it.
 */
import {
  DENTICARE_SESSION_BACKUP_KEY,
  DENTICARE_SESSION_ID_KEY,
  getItem,
  removeItem,
  setItem,
} from '../../storage';

/** The query parameter that forces a new session on a Denticare page: `/denticare/book-appointment?refresh`. */
export const FORCE_REFRESH_PARAM = 'refresh';

function makeId(): string {
  return crypto.randomUUID();
}

function stored(key: string, storage: Storage): string | null {
  const value = getItem(key, storage);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The session id kept in this tab, or null when there is none yet. */
export function currentDenticareSessionId(storage: Storage = sessionStorage): string | null {
  return stored(DENTICARE_SESSION_ID_KEY, storage);
}

/** The session id a forced refresh replaced, or null. */
export function backupDenticareSessionId(storage: Storage = sessionStorage): string | null {
  return stored(DENTICARE_SESSION_BACKUP_KEY, storage);
}

/** The session id of this tab: the kept one, or a new one kept from now on. */
export function denticareSessionId(storage: Storage = sessionStorage, newId: () => string = makeId): string {
  const kept = currentDenticareSessionId(storage);
  if (kept !== null) return kept;
  const made = newId();
  setItem(DENTICARE_SESSION_ID_KEY, made, undefined, storage);
  return made;
}

/**
 * A forced refresh: the current id (if any) becomes the backup and a new id is made, so the visitor starts a new
 * booking with nothing held or filled in, and the old session stays readable through the backup.
 *
 * What forces it: opening a Denticare page with `?refresh` ({@link FORCE_REFRESH_PARAM}), which the pages'
 * 'Start again' button does. A plain browser reload does NOT: a senior who reloads a slow page must find their
 * held time and details again, and coming back in the same tab finds the existing appointment.
 */
export function refreshDenticareSessionId(
  storage: Storage = sessionStorage,
  newId: () => string = makeId,
): string {
  const old = currentDenticareSessionId(storage);
  if (old !== null) setItem(DENTICARE_SESSION_BACKUP_KEY, old, undefined, storage);
  else removeItem(DENTICARE_SESSION_BACKUP_KEY, storage);
  const made = newId();
  setItem(DENTICARE_SESSION_ID_KEY, made, undefined, storage);
  return made;
}
