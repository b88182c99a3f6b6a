import { useState } from 'react';
import { copy } from '../../copy';
import { PageScreen } from '../PageScreen';
import { HealthDeclarationPage } from '../../pages/health-declaration/HealthDeclarationPage';
import { MedicalHistoryPage } from '../../pages/medical-history/MedicalHistoryPage';
import { MedicalHistoryPrompt } from '../../features/health/MedicalHistoryPrompt';
import {
  createFakeHealthApi,
  healthData,
  type FakeHealthApi,
  type FakeHealthData,
  type FakeHealthOptions,
} from '../../features/health/fakes/fakeHealthApi';

/** The stories' day: 22 November 2026, 10 am in Singapore. */
export const STORY_NOW = new Date('2026-11-22T02:00:00Z');
function storyNow(): Date {
  return STORY_NOW;
}

/** Props of {@link HealthScreen}. */
export interface HealthScreenProps {
  /** The address opened: /medical-history, /health-declaration?serviceId=…, or / for the dialog. */
  path: string;
  data?: FakeHealthData;
  options?: FakeHealthOptions;
  onApi?: (api: FakeHealthApi) => void;
}

/** My Services' dialog, the medical-history page and the health declaration over an in-memory API. */
export function HealthScreen({ path, data, options, onApi }: HealthScreenProps) {
  const [api] = useState(() => {
    const made = createFakeHealthApi(structuredClone(data ?? healthData()), options, storyNow);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    { path: '/', element: <MedicalHistoryPrompt now={storyNow} /> },
    {
      path: '/medical-history',
      element: <MedicalHistoryPage title={copy.titles.medicalHistory} now={storyNow} />,
    },
    {
      path: '/health-declaration',
      element: <HealthDeclarationPage title={copy.titles.healthDeclaration} />,
    },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} />;
}
