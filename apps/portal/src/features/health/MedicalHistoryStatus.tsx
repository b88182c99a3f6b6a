import { formatDisplayDate, formatMessage, healthPageMessages, messages } from '@careportal/domain';
import { InlineAlert, Link, Stack } from '@careportal/ui';
import { Fragment } from 'react';
import type { MedicalHistoryState } from './medicalHistoryApi';

const text = healthPageMessages.medicalHistory;

/** Props of {@link MedicalHistoryStatus}. */
export interface MedicalHistoryStatusProps {
  state: MedicalHistoryState;
  /** The address that reads an earlier version, read only. */
  versionHref: (versionId: string) => string;
}

/** 'Earlier versions, kept as they were saved: <dates>.', each date a link that opens that version to read. */
function EarlierVersions({ state, versionHref }: MedicalHistoryStatusProps) {
  const [before = '', after = ''] = text.earlierVersions.split('{dates}');
  return (
    <p>
      {before}
      {state.earlierVersions.map((version, index) => {
        const date = formatDisplayDate(version.submittedAt);
        return (
          <Fragment key={version.id}>
            {index > 0 ? ', ' : null}
            <Link href={versionHref(version.id)} aria-label={formatMessage(text.openVersion, { date })}>
              {date}
            </Link>
          </Fragment>
        );
      })}
      {after}
    </p>
  );
}

/**
 * When the latest medical history was given, whether it must be updated, and when the earlier versions were, each
 * of them a link to read it as it was saved.
 */
export function MedicalHistoryStatus({ state, versionHref }: MedicalHistoryStatusProps) {
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
      {state.earlierVersions.length > 0 ? <EarlierVersions state={state} versionHref={versionHref} /> : null}
    </Stack>
  );
}
