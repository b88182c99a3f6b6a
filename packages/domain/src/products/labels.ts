import { formatMessage, messages } from '../messages/index.js';
import type { ProgramContentType, SessionType } from '../schemas/enums.js';

/** The product details that decide its package text (seed 001 section 3, "Product details"). */
export interface PackageProduct {
  programContentType: ProgramContentType;
  /** A SESSIONS package with a fixed schedule ending in a post-assessment. */
  fixedSessions: boolean;
  totalSessions: number;
}

/**
 * The package text of a product (seed 001 section 9, "Package texts"), filled with its number of sessions:
 *
 * - INTAKES: 'Valid for 1 run of {totalSessions} sessions, twice a week.' (`fixedSessions` does not apply);
 * - SESSIONS with fixed sessions: '{totalSessions} sessions, twice a week, with a post-assessment at the final
 *   session.';
 * - SESSIONS without: '{totalSessions} training sessions within the validity period.'
 */
export function packageDescription({
  programContentType,
  fixedSessions,
  totalSessions,
}: PackageProduct): string {
  if (programContentType === 'INTAKES') {
    return formatMessage(messages.catalogue.packageIntakes, { totalSessions });
  }
  return fixedSessions
    ? formatMessage(messages.catalogue.packageFixedSessions, { totalSessions })
    : formatMessage(messages.catalogue.packageSessions, { totalSessions });
}

/** The checkout line of a discount: its description prefixed 'Less - ' (seed 001 section 3, "Cart"). */
export function discountLabel(description: string): string {
  return formatMessage(messages.catalogue.discountPrefix, { description });
}

/**
 * The label of a session: 'Pre-assessment' for a PRE_SESSION, otherwise its own name (the event name or title,
 * passed as `name`), or the dash when it has none.
 */
export function sessionTypeLabel(type: SessionType | null | undefined, name?: string | null): string {
  if (type === 'PRE_SESSION') return messages.labels.preAssessment;
  return name?.trim() ? name : messages.generic.dash;
}
