import {
  healthPageMessages,
  isMedicalHistoryPromptDue,
  medicalHistoryPromptDay,
  messages,
} from '@careportal/domain';
import { AlertDialog } from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { MEDICAL_HISTORY_PROMPT_DATE_KEY, getItem, setItem } from '../../storage';
import {
  MEDICAL_HISTORY_READ,
  MEDICAL_HISTORY_URL,
  medicalHistoryPath,
  type MedicalHistoryState,
} from './medicalHistoryApi';

const text = healthPageMessages.prompt;

function currentTime(): Date {
  return new Date();
}

/** Props of {@link MedicalHistoryPrompt}. */
export interface MedicalHistoryPromptProps {
  /** The clock; the browser's by default. */
  now?: () => Date;
}

/**
 * The dialog 'Your Medical History is more than 1 year' on My Services, for the person the portal acts for, when
 * their medical history is stale, or 'We do not have a medical history yet' when there is none (a new loved one),
 * and the dialog has not been shown yet today (domain
 * isMedicalHistoryPromptDue). Showing it remembers today (local storage, cleared at logout); "Update now" leads to
 * /medical-history, coming back to this page after the save, "Later" closes it. It says nothing while the history is read, or when it cannot be read.
 */
export function MedicalHistoryPrompt({ now = currentTime }: MedicalHistoryPromptProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = useApi<MedicalHistoryState>(MEDICAL_HISTORY_URL, MEDICAL_HISTORY_READ);
  const [decided, setDecided] = useState<'open' | 'closed' | null>(null);
  const [isFirst, setFirst] = useState(false);
  const answer = state.data;

  // Decided once, when the history has been read: shown today, or not (React's state-from-render pattern).
  if (decided === null && answer !== undefined && !answer.error && answer.data !== null) {
    const lastPrompted = getItem(MEDICAL_HISTORY_PROMPT_DATE_KEY);
    const due = isMedicalHistoryPromptDue(
      answer.data.submittedAt,
      typeof lastPrompted === 'string' ? lastPrompted : null,
      now(),
    );
    setDecided(due ? 'open' : 'closed');
    setFirst(answer.data.submittedAt === null);
  }

  // Shown: today is remembered, so it does not ask again until tomorrow.
  useEffect(() => {
    if (decided === 'open') setItem(MEDICAL_HISTORY_PROMPT_DATE_KEY, medicalHistoryPromptDay(now()));
  }, [decided, now]);

  return (
    <AlertDialog
      isOpen={decided === 'open'}
      onOpenChange={(isOpen) => {
        if (!isOpen) setDecided('closed');
      }}
      title={isFirst ? text.firstTitle : messages.health.medicalHistoryStale}
      cancelLabel={text.later}
      confirmLabel={isFirst ? text.fillInNow : text.updateNow}
      onConfirm={() => {
        void navigate(medicalHistoryPath({ returnTo: `${location.pathname}${location.search}` }));
      }}
    >
      {isFirst ? text.firstBody : text.body}
    </AlertDialog>
  );
}

export default MedicalHistoryPrompt;
