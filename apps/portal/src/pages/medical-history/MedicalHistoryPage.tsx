import { healthPageMessages, medicalHistoryPromptDay } from '@careportal/domain';
import { Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../auth/returnPath';
import { useApi } from '../../data/ApiProvider';
import { Query, allOf } from '../../data/Query';
import { MedicalHistoryEditor } from '../../features/health/MedicalHistoryEditor';
import {
  MEDICAL_HISTORY_QUERY,
  MEDICAL_HISTORY_READ,
  MEDICAL_HISTORY_URL,
  medicalHistoryPath,
  type MedicalHistoryState,
} from '../../features/health/medicalHistoryApi';
import { useSignatory } from '../../features/health/personApi';
import { MY_SERVICES_PATH } from '../../paths';
import type { PageProps } from '../../shell/pageProps';

const text = healthPageMessages.medicalHistory;

/** An earlier version, read only: rarely opened, so it loads when it is. */
const MedicalHistoryVersionView = lazy(() =>
  import('../../features/health/MedicalHistoryVersionView').then((module) => ({
    default: module.MedicalHistoryVersionView,
  })),
);

const pageLoading = (
  <SkeletonGroup>
    <Skeleton shape="text" lines={2} />
    <Skeleton shape="block" aspectRatio={2} />
  </SkeletonGroup>
);

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
 * again. Every save is a new version ('Save Medical History successfully', then the way back to `returnTo`, My
 * Services by default); a failed save says 'Save Medical History failed.' and keeps the answers on the page. With
 * `?version=` it shows that version read only, with the way back to the current one.
 */
export function MedicalHistoryPage({ title, now = currentTime }: MedicalHistoryPageProps) {
  const [params] = useSearchParams();
  const version = params.get(MEDICAL_HISTORY_QUERY.version);
  const returnTo = safeReturnPath(params.get(MEDICAL_HISTORY_QUERY.returnTo));
  const history = useApi<MedicalHistoryState>(
    version === null ? MEDICAL_HISTORY_URL : null,
    MEDICAL_HISTORY_READ,
  );
  const signatory = useSignatory();
  const [today] = useState(() => medicalHistoryPromptDay(now()));
  const back = {
    href: returnTo ?? MY_SERVICES_PATH,
    label: returnTo === null || returnTo === MY_SERVICES_PATH ? text.backToServices : text.back,
  };
  const versionHref = (id: string) => medicalHistoryPath({ version: id, returnTo });

  return (
    <Stack space="lg">
      <h1>{title}</h1>
      {version !== null ? (
        <Suspense fallback={pageLoading}>
          <MedicalHistoryVersionView versionId={version} currentHref={medicalHistoryPath({ returnTo })} />
        </Suspense>
      ) : (
        <Query query={allOf(history, signatory)} loading={pageLoading}>
          {([state, signed]) => (
            <MedicalHistoryEditor
              state={state}
              signatory={signed.signatory}
              today={today}
              back={back}
              versionHref={versionHref}
            />
          )}
        </Query>
      )}
    </Stack>
  );
}
