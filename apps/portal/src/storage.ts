/**
 * Browser storage with optional expiry, and the keys the portal keeps there.
 *
 * Values are stored as JSON `{ value, expiresAt }`; a value past its expiry reads as missing and is removed.
 */

/** localStorage: the date the medical-history dialog was last shown (cleared on logout). */
export const MEDICAL_HISTORY_PROMPT_DATE_KEY = 'medicalHistoryPromptDate';
/**
 * localStorage: senior mode or not ('default' | 'senior'), this device's last choice: a visitor's own, and a
 * customer's account's as last seen here, so that the next visit's first paint is already in it.
 */
export const DISPLAY_MODE_STORAGE_KEY = 'displayMode';
/**
 * localStorage: the language ('en' | 'zh-Hans' | 'ms' | 'ta'), this device's last choice, so that the next
 * visit's first paint is already in it.
 */
export const LOCALE_STORAGE_KEY = 'locale';
/** localStorage: a cart saved before sign-in, restored once at startup. */
export const CART_STORAGE_KEY = 'cart';
/**
 * sessionStorage: the `Idempotency-Key` of the checkout being attempted, kept until an order answers, so a
 * double press or a reload after a lost answer sends the same key and the server makes one order.
 */
export const CHECKOUT_ATTEMPT_STORAGE_KEY = 'checkoutAttempt';
/** sessionStorage: the client id of the loved one the customer acts for (sent as `view-as`). */
export const VIEW_AS_STORAGE_KEY = 'viewAsClientId';
/** sessionStorage: the anonymous Denticare booking's client session id (seed 001 §3, "Session storage keys"). */
export const DENTICARE_SESSION_ID_KEY = 'denticareSessionId';
/** sessionStorage: the Denticare session id a forced refresh replaced, kept as its backup. */
export const DENTICARE_SESSION_BACKUP_KEY = 'denticareSessionIdBackup';

const MS_PER_MINUTE = 60_000;

interface StoredEntry {
  value: unknown;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

function isStoredEntry(candidate: unknown): candidate is StoredEntry {
  if (typeof candidate !== 'object' || candidate === null) return false;
  if (!('value' in candidate) || !('expiresAt' in candidate)) return false;
  return candidate.expiresAt === null || typeof candidate.expiresAt === 'number';
}

/** Stores `value` as JSON under `key`, to expire after `expiresInMinutes` when given. */
export function setItem(
  key: string,
  value: unknown,
  expiresInMinutes?: number,
  storage: Storage = localStorage,
  now: number = Date.now(),
): void {
  const entry: StoredEntry = {
    value,
    expiresAt: expiresInMinutes === undefined ? null : now + expiresInMinutes * MS_PER_MINUTE,
  };
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or blocked (private browsing): the value is simply not kept.
  }
}

/** The value stored under `key` by {@link setItem}, or null when missing, unreadable or expired. */
export function getItem(key: string, storage: Storage = localStorage, now: number = Date.now()): unknown {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredEntry(entry)) return null;
  if (entry.expiresAt !== null && entry.expiresAt <= now) {
    removeItem(key, storage);
    return null;
  }
  return entry.value;
}

/** Removes `key`; storage errors are ignored. */
export function removeItem(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** The loved one's client id the customer acts for, or null when acting for themselves. */
export function getViewAsClientId(storage: Storage = sessionStorage): string | null {
  const value = getItem(VIEW_AS_STORAGE_KEY, storage);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Acts for the loved one with `clientId`, or for oneself with null. */
export function setViewAsClientId(clientId: string | null, storage: Storage = sessionStorage): void {
  if (clientId === null) removeItem(VIEW_AS_STORAGE_KEY, storage);
  else setItem(VIEW_AS_STORAGE_KEY, clientId, undefined, storage);
}
