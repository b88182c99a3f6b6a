import { messages, type MedicalHistory } from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import { MEDICAL_HISTORY_URL, type MedicalHistoryState } from './medicalHistoryApi';

/** What {@link useSaveMedicalHistory} gives. */
export interface SaveMedicalHistory {
  /** Saves the history as a new version, and says how it went: true once saved. */
  save: (history: MedicalHistory) => Promise<boolean>;
  /** A save is on its way. */
  saving: boolean;
}

/**
 * Saves the medical history of the person the portal acts for (POST profile/medical-history): every save is a new
 * version ('Save Medical History successfully'), which every reader of the history then shows; a failed save says
 * 'Save Medical History failed.' and changes nothing.
 */
export function useSaveMedicalHistory(): SaveMedicalHistory {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const [saving, setSaving] = useState(false);

  const save = async (history: MedicalHistory) => {
    setSaving(true);
    const result = await client.request<MedicalHistoryState>('POST', MEDICAL_HISTORY_URL, {
      quiet: true,
      body: history,
    });
    setSaving(false);
    if (result.error || result.data === null) {
      show({ type: 'support', content: messages.health.medicalHistorySaveFailed });
      return false;
    }
    const saved = result.data;
    // Every reader of the history (this page, the dialog on My Services) sees the new version.
    await mutate(
      (key) => Array.isArray(key) && key[0] === MEDICAL_HISTORY_URL,
      (current: unknown) => ({ ...(current as object), ...result, data: saved }),
      { revalidate: false },
    );
    show({ type: 'success', content: messages.health.medicalHistorySaved });
    return true;
  };

  return { save, saving };
}
