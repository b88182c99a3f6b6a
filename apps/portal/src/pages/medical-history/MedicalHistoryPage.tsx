import {
  formatDisplayDate,
  formatMessage,
  healthPageMessages,
  medicalHistoryPromptDay,
  messages,
  type MedicalHistory,
} from '@careportal/domain';
import {
  InlineAlert,
  LoadError,
  MedicalHistoryForm,
  Skeleton,
  SkeletonGroup,
  sprinkles,
  useToast,
} from '@careportal/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../data/ApiProvider';
import {
  MEDICAL_HISTORY_READ,
  MEDICAL_HISTORY_URL,
  type MedicalHistoryState,
} from '../../features/health/medicalHistoryApi';
import type { PageProps } from '../../pageModules';

const text = healthPageMessages.medicalHistory;
const QUIET = { quiet: true } as const;
const layout = {
  page: sprinkles({ display: 'grid', gap: 'lg' }),
} as const;

/** The person's name and mobile number, to sign a first history with. */
interface Signatory {
  name: string;
  mobileNumber?: string | null;
}

/** Props of {@link MedicalHistoryPage}. */
export interface MedicalHistoryPageProps extends PageProps {
  /** The clock of the signature's date; the browser's by default. */
  now?: () => Date;
}

function currentTime(): Date {
  return new Date();
}

/** When the latest version was given, whether it must be updated, and the earlier versions. */
function Status({ state }: { state: MedicalHistoryState }) {
  if (state.submittedAt === null) return <InlineAlert tone="info" title={text.none} />;
  const last = formatMessage(text.lastSubmitted, { date: formatDisplayDate(state.submittedAt) });
  return (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {state.stale ? (
        <InlineAlert tone="warning" title={messages.health.medicalHistoryStale}>
          {`${last} ${text.stale}`}
        </InlineAlert>
      ) : (
        <p>{last}</p>
      )}
      {state.earlierVersions.length > 0 ? (
        <p>
          {formatMessage(text.earlierVersions, {
            dates: state.earlierVersions.map((version) => formatDisplayDate(version.submittedAt)).join(', '),
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Medical history (/medical-history): the latest version of the person the portal acts for, to check and save
 * again. Every save is a new version ('Save Medical History successfully'); a failed save says 'Save Medical
 * History failed.' and keeps the answers on the page.
 */
export function MedicalHistoryPage({ title, now = currentTime }: MedicalHistoryPageProps) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const state = useApi<MedicalHistoryState>(MEDICAL_HISTORY_URL, MEDICAL_HISTORY_READ);
  const person = useApi<Signatory>('profile', QUIET);
  const [saving, setSaving] = useState(false);
  const [today] = useState(() => medicalHistoryPromptDay(now()));

  const save = async (history: MedicalHistory) => {
    setSaving(true);
    const result = await client.request<MedicalHistoryState>('POST', MEDICAL_HISTORY_URL, {
      quiet: true,
      body: history,
    });
    setSaving(false);
    if (result.error || result.data === null) {
      show({ type: 'support', content: messages.health.medicalHistorySaveFailed });
      return;
    }
    const saved = result.data;
    // Every reader of the history (this page, the dialog on My Services) sees the new version.
    await mutate(
      (key) => Array.isArray(key) && key[0] === MEDICAL_HISTORY_URL,
      (current: unknown) => ({ ...(current as object), ...result, data: saved }),
      { revalidate: false },
    );
    show({ type: 'success', content: messages.health.medicalHistorySaved });
  };

  let body;
  if (state.data === undefined || person.data === undefined) {
    body = (
      <SkeletonGroup>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="block" aspectRatio={2} />
      </SkeletonGroup>
    );
  } else if (state.data.error || state.data.data === null) {
    body = (
      <LoadError
        onRetry={() => {
          void state.mutate();
          void person.mutate();
        }}
      />
    );
  } else {
    const signatory = person.data.data;
    body = (
      <>
        <Status state={state.data.data} />
        <MedicalHistoryForm
          value={state.data.data.medicalHistory}
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

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
