import { formatDisplayDate, formatMessage, healthPageMessages, messages } from '@careportal/domain';
import { InlineAlert, Stack } from '@careportal/ui';
import type { MedicalHistoryState } from './medicalHistoryApi';

const text = healthPageMessages.medicalHistory;

/** Props of {@link MedicalHistoryStatus}. */
export interface MedicalHistoryStatusProps {
  state: MedicalHistoryState;
}

/** When the latest medical history was given, whether it must be updated, and when the earlier versions were. */
export function MedicalHistoryStatus({ state }: MedicalHistoryStatusProps) {
  if (state.submittedAt === null) return <InlineAlert tone="info" title={text.none} />;
  const last = formatMessage(text.lastSubmitted, { date: formatDisplayDate(state.submittedAt) });
  return (
    <Stack space="sm">
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
    </Stack>
  );
}
