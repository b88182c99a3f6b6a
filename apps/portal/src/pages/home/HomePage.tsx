import { SUPPORT_HOURS, formatMessage, messages } from '@careportal/domain';
import { Button, Card, CardGrid, Link, PageLoading, sprinkles } from '@careportal/ui';
import { Suspense, lazy, useId } from 'react';
import { isLikelyCustomer, useSession } from '../../auth/session';
import { config } from '../../config';
import { copy } from '../../copy';
import { MyServicesPage } from '../../pageModules';

const text = copy.home;
/** The dialog that asks for a medical history update: only for a signed-in person, so not in the first download. */
const MedicalHistoryPrompt = lazy(() => import('../../features/health/MedicalHistoryPrompt'));

const DENTAL_BOOKING = '/denticare/book-appointment';
const REGISTER = '/register-service';
/** What the provider offers, each with where it leads. */
const OFFERS = [
  { ...text.offer.activeAgeing, href: REGISTER, action: text.registerService },
  { ...text.offer.denticare, href: DENTAL_BOOKING, action: text.bookDental },
  { ...text.offer.care, href: REGISTER, action: text.registerService },
];

const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });
const sectionTitle = sprinkles({ fontSize: 'lg', fontWeight: 'bold' });

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

/** The visitor's home: what the provider offers and the next steps. */
function VisitorHome({ title, session }: HomePageProps & { session: ReturnType<typeof useSession> }) {
  const offerId = useId();
  const programmesId = useId();
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <section className={section} aria-labelledby={`${offerId}-intro`}>
        <h1 id={`${offerId}-intro`}>{title}</h1>
        <p>{text.intro}</p>
        <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
          <Link href={DENTAL_BOOKING} variant="primaryButton">
            {text.bookDental}
          </Link>
          <Link href={REGISTER} variant="secondaryButton">
            {text.registerService}
          </Link>
        </div>
        {session.status === 'signed-out' ? (
          <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
            <p>{text.loginPrompt}</p>
            <Button
              variant="tertiary"
              onPress={() => {
                session.signIn('/');
              }}
            >
              {messages.labels.login}
            </Button>
          </div>
        ) : null}
      </section>

      <section className={section} aria-labelledby={offerId}>
        <h2 id={offerId} className={sectionTitle}>
          {text.offerTitle}
        </h2>
        <CardGrid aria-labelledby={offerId}>
          {OFFERS.map((offer) => (
            <Card
              key={offer.title}
              title={offer.title}
              headingLevel={3}
              actionsPlacement="footer"
              actions={
                <Link href={offer.href} variant="standalone">
                  {offer.action}
                </Link>
              }
            >
              <p>{offer.text}</p>
            </Card>
          ))}
        </CardGrid>
      </section>

      <section className={section} aria-labelledby={programmesId}>
        <h2 id={programmesId} className={sectionTitle}>
          {text.programmesTitle}
        </h2>
        <CardGrid aria-labelledby={programmesId}>
          {text.programmes.map((programme) => (
            <Card
              key={programme.title}
              title={programme.title}
              headingLevel={3}
              tone="muted"
              actionsPlacement="footer"
              actions={
                <Link href={`/programmes/${programme.slug}`} variant="standalone">
                  {formatMessage(text.programmeLink, { name: programme.title })}
                </Link>
              }
            >
              <p>{programme.text}</p>
            </Card>
          ))}
        </CardGrid>
      </section>

      <CardGrid aria-label={`${text.egiroTitle}, ${text.helpTitle}`}>
        <Card
          title={text.egiroTitle}
          actionsPlacement="footer"
          actions={
            <Link href="/egiro-landing" variant="standalone">
              {text.egiroLink}
            </Link>
          }
        >
          <p>{text.egiroText}</p>
        </Card>
        <Card
          title={text.helpTitle}
          actionsPlacement="footer"
          actions={
            <Link href="/faq" variant="standalone">
              {messages.labels.helpCentre}
            </Link>
          }
        >
          <p>
            {text.helpEmail} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>.{' '}
            {text.helpHours(SUPPORT_HOURS.support)}
          </p>
        </Card>
      </CardGrid>
    </div>
  );
}
