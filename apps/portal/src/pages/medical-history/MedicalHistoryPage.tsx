import { medicalHistoryPromptDay } from '@careportal/domain';
import { Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useState } from 'react';
import { useApi } from '../../data/ApiProvider';
import { Query, allOf } from '../../data/Query';
import { MedicalHistoryEditor } from '../../features/health/MedicalHistoryEditor';
import {
  MEDICAL_HISTORY_READ,
  MEDICAL_HISTORY_URL,
  type MedicalHistoryState,
} from '../../features/health/medicalHistoryApi';
import { useSignatory } from '../../features/health/personApi';
import type { PageProps } from '../../shell/pageProps';

/** Props of {@link MedicalHistoryPage}. */
export interface MedicalHistoryPageProps extends PageProps {
  /** The clock of the signature's date; the browser's by default. */
  now?: () => Date;
}

function currentTime(): Date {
  return new Date();
}

/**
 * Medical history (/medical-history): the latest version of the person the portal acts for, to check and save
 * again. Every save is a new version ('Save Medical History successfully'); a failed save says 'Save Medical
 * History failed.' and keeps the answers on the page.
 */
export function MedicalHistoryPage({ title, now = currentTime }: MedicalHistoryPageProps) {
  const history = useApi<MedicalHistoryState>(MEDICAL_HISTORY_URL, MEDICAL_HISTORY_READ);
  const signatory = useSignatory();
  const [today] = useState(() => medicalHistoryPromptDay(now()));

  return (
    <Stack space="lg">
      <h1>{title}</h1>
      <Query
        query={allOf(history, signatory)}
        loading={
          <SkeletonGroup>
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="block" aspectRatio={2} />
          </SkeletonGroup>
        }
      >
        {([state, signed]) => (
          <MedicalHistoryEditor state={state} signatory={signed.signatory} today={today} />
        )}
      </Query>
    </Stack>
  );
}
