import { healthPageMessages, messages } from '@careportal/domain';
import { Button, InlineAlert, Inline, Link, MedicalHistoryForm, Stack } from '@careportal/ui';
import { useEffect, useRef, useState } from 'react';
import { MedicalHistoryStatus } from './MedicalHistoryStatus';
import type { MedicalHistoryState } from './medicalHistoryApi';
import type { HealthPerson } from './personApi';
import { useSaveMedicalHistory } from './useSaveMedicalHistory';

const text = healthPageMessages.medicalHistory;

/** Where the way back after a save leads, and its words. */
export interface MedicalHistoryWayBack {
  href: string;
  label: string;
}

/** Props of {@link MedicalHistoryEditor}. */
export interface MedicalHistoryEditorProps {
  /** The history as read. */
  state: MedicalHistoryState;
  /** Who signs a history given for the first time; null leaves the signature empty. */
  signatory: HealthPerson | null;
  /** The signature's date (domain medicalHistoryPromptDay). */
  today: string;
  /** The way back to the page the person came from (My Services by default), offered once it is saved. */
  back: MedicalHistoryWayBack;
  /** The address that reads an earlier version, read only. */
  versionHref: (versionId: string) => string;
}

/** Saved: the catalogue's words, what happens next, the way back (focused, so it is read out and in view). */
function Saved({ back, onChangeAgain }: { back: MedicalHistoryWayBack; onChangeAgain: () => void }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack space="md">
      <div ref={heading} tabIndex={-1}>
        <InlineAlert tone="success" title={messages.health.medicalHistorySaved}>
          {text.savedNext}
        </InlineAlert>
      </div>
      <Inline space="sm" alignY="center">
        <Link href={back.href} variant="primaryButton">
          {back.label}
        </Link>
        <Button variant="secondary" onPress={onChangeAgain}>
          {text.changeAgain}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * The latest medical history, to check and save again: its status (when given, whether stale, the earlier
 * versions, each a link to read it) and the form, which keeps the answers on the page when a save fails. Once
 * saved, the form gives way to 'Save Medical History successfully' and the way back to where the person came
 * from, with the form a press away should she want to change something.
 */
export function MedicalHistoryEditor({
  state,
  signatory,
  today,
  back,
  versionHref,
}: MedicalHistoryEditorProps) {
  const { save, saving } = useSaveMedicalHistory();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <MedicalHistoryStatus state={state} versionHref={versionHref} />
      {saved ? (
        <Saved
          back={back}
          onChangeAgain={() => {
            setSaved(false);
          }}
        />
      ) : (
        <MedicalHistoryForm
          value={state.medicalHistory}
          today={today}
          onSubmit={(history) => {
            void save(history).then(setSaved);
          }}
          isSubmitting={saving}
          {...(signatory === null
            ? {}
            : { signatory: { name: signatory.name, contactNumber: signatory.mobileNumber ?? '' } })}
        />
      )}
    </>
  );
}
