import { formatDisplayDate, formatMessage, healthPageMessages, messages } from '@careportal/domain';
import { InlineAlert, Link, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { textStyles } from '../../shell/textStyles';
import { MedicalHistoryAnswers } from './MedicalHistoryAnswers';
import {
  MEDICAL_HISTORY_READ,
  medicalHistoryVersionUrl,
  type MedicalHistoryVersion,
} from './medicalHistoryApi';

const text = healthPageMessages.medicalHistory;

/** Props of {@link MedicalHistoryVersionView}. */
export interface MedicalHistoryVersionViewProps {
  /** The version to read. */
  versionId: string;
  /** The page's address for the current version (keeping where the page came from). */
  currentHref: string;
}

function BackToCurrent({ href }: { href: string }) {
  return (
    <div>
      <Link href={href} variant="standalone">
        {text.backToCurrent}
      </Link>
    </div>
  );
}

/**
 * One version of the medical history, read only (GET profile/medical-history/{versionId}): 'You are viewing the
 * version of <date>', whether it is the current one, its answers as they were saved, and the way back to the
 * current version, above and below the answers. A version that is not the person's says the API's words, with the
 * same way back.
 */
export function MedicalHistoryVersionView({ versionId, currentHref }: MedicalHistoryVersionViewProps) {
  const version = useApi<MedicalHistoryVersion>(medicalHistoryVersionUrl(versionId), MEDICAL_HISTORY_READ);
  return (
    <Query
      query={version}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="block" aspectRatio={2} />
        </SkeletonGroup>
      }
      refusal={(answer) =>
        answer.httpCode === 404 || answer.httpCode === 400 ? (
          <Stack space="md">
            <InlineAlert
              tone="warning"
              title={answer.errorMessage ?? messages.health.medicalHistoryVersionNotFound}
            />
            <BackToCurrent href={currentHref} />
          </Stack>
        ) : undefined
      }
    >
      {(read) => (
        <Stack space="md">
          <InlineAlert
            tone="info"
            title={formatMessage(text.viewingVersion, { date: formatDisplayDate(read.submittedAt) })}
          >
            {read.current ? text.viewingCurrent : text.viewingEarlier}
          </InlineAlert>
          <BackToCurrent href={currentHref} />
          <section aria-labelledby="medical-history-version-answers">
            <Stack space="sm">
              <h2 id="medical-history-version-answers" className={textStyles.sectionTitle}>
                {text.answersTitle}
              </h2>
              <MedicalHistoryAnswers history={read.medicalHistory} />
            </Stack>
          </section>
          <BackToCurrent href={currentHref} />
        </Stack>
      )}
    </Query>
  );
}
