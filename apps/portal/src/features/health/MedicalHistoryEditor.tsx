import { MedicalHistoryForm } from '@careportal/ui';
import { MedicalHistoryStatus } from './MedicalHistoryStatus';
import type { MedicalHistoryState } from './medicalHistoryApi';
import type { HealthPerson } from './personApi';
import { useSaveMedicalHistory } from './useSaveMedicalHistory';

/** Props of {@link MedicalHistoryEditor}. */
export interface MedicalHistoryEditorProps {
  /** The history as read. */
  state: MedicalHistoryState;
  /** Who signs a history given for the first time; null leaves the signature empty. */
  signatory: HealthPerson | null;
  /** The signature's date (domain medicalHistoryPromptDay). */
  today: string;
}

/**
 * The latest medical history, to check and save again: its status (when given, whether stale, the earlier
 * versions) and the form, which keeps the answers on the page when a save fails.
 */
export function MedicalHistoryEditor({ state, signatory, today }: MedicalHistoryEditorProps) {
  const { save, saving } = useSaveMedicalHistory();
  return (
    <>
      <MedicalHistoryStatus state={state} />
      <MedicalHistoryForm
        value={state.medicalHistory}
        today={today}
        onSubmit={(history) => {
          void save(history);
        }}
        isSubmitting={saving}
        {...(signatory === null
          ? {}
          : { signatory: { name: signatory.name, contactNumber: signatory.mobileNumber ?? '' } })}
      />
    </>
  );
}
