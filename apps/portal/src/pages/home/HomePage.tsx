import { messages } from '@careportal/domain';
import { PageLoading } from '@careportal/ui';
import { Suspense, lazy } from 'react';
import { isLikelyCustomer, useSession } from '../../auth/session';
import { VisitorHome } from '../../features/catalogue/VisitorHome';
import { MyServicesPage } from '../../pageModules';

/** The dialog that asks for a medical history update: only for a signed-in person, so not in the first download. */
const MedicalHistoryPrompt = lazy(() => import('../../features/health/MedicalHistoryPrompt'));

/** Props of {@link HomePage}. */
export interface HomePageProps {
  title: string;
}

/**
 * The home page. A signed-in person (or one MSAL keeps an account for, whose calls wait for the token) sees My
 * Services; a visitor sees what the provider offers and the next steps (a dental appointment can be booked
 * without an account).
 */
export function HomePage({ title }: HomePageProps) {
  const session = useSession();
  if (isLikelyCustomer(session)) {
    return (
      <>
        <Suspense fallback={<PageLoading />}>
          <MyServicesPage title={messages.labels.myServices} />
        </Suspense>
        {session.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <MedicalHistoryPrompt />
          </Suspense>
        ) : null}
      </>
    );
  }
  return <VisitorHome title={title} session={session} />;
}
