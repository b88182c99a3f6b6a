/** The fixed run of asterisks a masked ID starts with, so the mask does not reveal the ID's length. */
const MASK = '*****';
/** No more than this many trailing characters are ever shown. */
const MAX_REVEALED = 4;
/** At least this many characters always stay hidden. */
const MIN_HIDDEN = 4;

/**
 * Masks a national ID or passport number for display (PDPC guidance: show at most the last 3 digits and the
 * check letter).
 *
 * The input is trimmed. The result is always five asterisks followed by the last `min(4, length - 4)`
 * characters: a 9-character NRIC or FIN shows its last 4 (`'S1234567D'` → `'*****567D'`), a shorter ID shows
 * fewer so that at least 4 characters stay hidden, and an ID of 4 characters or fewer shows only `'*****'`.
 * An empty or blank input gives `''`.
 *
 * @example maskNationalId('S1234567D') // '*****567D'
 */
export function maskNationalId(id: string): string {
  const trimmed = id.trim();
  if (trimmed === '') return '';
  const revealed = Math.max(0, Math.min(MAX_REVEALED, trimmed.length - MIN_HIDDEN));
  return revealed === 0 ? MASK : MASK + trimmed.slice(-revealed);
}
