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

/** GET profile/medical-history/{versionId}: one version, as it was saved. */
export function medicalHistoryVersionUrl(versionId: string): string {
  return `${MEDICAL_HISTORY_URL}/${encodeURIComponent(versionId)}`;
}

/** What GET profile/medical-history/{versionId} answers. */
export interface MedicalHistoryVersion {
  id: string;
  submittedAt: string;
  medicalHistory: MedicalHistory;
  /** It is the latest version. */
  current: boolean;
}

/** The portal's page of the medical history. */
export const MEDICAL_HISTORY_PATH = '/medical-history';

/**
 * The page's query: `version`, an earlier version to read (an id, never a person's details), and `returnTo`, the
 * in-app path the page was opened from, which the way back after a save leads to (My Services by default).
 */
export const MEDICAL_HISTORY_QUERY = { version: 'version', returnTo: 'returnTo' } as const;

/** The page's address: the current version, or `version` read only; coming back to `returnTo`. */
export function medicalHistoryPath({
  version,
  returnTo,
}: { version?: string | null; returnTo?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (version != null && version !== '') query.set(MEDICAL_HISTORY_QUERY.version, version);
  if (returnTo != null && returnTo !== '' && returnTo !== '/')
    query.set(MEDICAL_HISTORY_QUERY.returnTo, returnTo);
  const text = query.toString();
  return text === '' ? MEDICAL_HISTORY_PATH : `${MEDICAL_HISTORY_PATH}?${text}`;
}
