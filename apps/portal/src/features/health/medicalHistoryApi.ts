/**
 * The medical history as the API answers it (GET and POST profile/medical-history): the latest version, when it
 * was submitted, whether it is stale, and when the earlier versions were given. Shared by the page and the dialog
 * on My Services, which read the same key so that a save updates both.
 */
import type { MedicalHistory } from '@careportal/domain';

/** The API path, relative to its base URL. */
export const MEDICAL_HISTORY_URL = 'profile/medical-history';

/** How the page and the dialog read it: quietly (the page says what went wrong itself; the dialog says nothing). */
export const MEDICAL_HISTORY_READ = { quiet: true } as const;

/** What GET and POST answer. */
export interface MedicalHistoryState {
  medicalHistory: MedicalHistory | null;
  id: string | null;
  submittedAt: string | null;
  stale: boolean;
  earlierVersions: { id: string; submittedAt: string }[];
}
