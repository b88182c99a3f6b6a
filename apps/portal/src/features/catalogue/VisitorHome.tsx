import { SUPPORT_HOURS, formatMessage, messages } from '@careportal/domain';
import { Button, Card, CardGrid, Inline, InlineAlert, Link, Stack, useCatalogue } from '@careportal/ui';
import { useId } from 'react';
import { useJustLoggedOut } from '../../auth/loggedOut';
import type { Session } from '../../auth/sessionTypes';
import { config } from '../../config';
import { copy } from '../../copy';
import { textStyles } from '../../shell/textStyles';

const text = copy.home;

const DENTAL_BOOKING = '/denticare/book-appointment';
const REGISTER = '/register-service';
/** What the provider offers, each with where it leads. */
const OFFERS = [
  { ...text.offer.activeAgeing, href: REGISTER, action: text.registerService },
  { ...text.offer.denticare, href: DENTAL_BOOKING, action: text.bookDental },
  { ...text.offer.care, href: REGISTER, action: text.registerService },
];

/** Props of {@link VisitorHome}. */
export interface VisitorHomeProps {
  /** The route's title, the page's h1. */
  title: string;
  session: Session;
}

/**
 * A visitor's home page (after Log Out, first 'You have logged out'): what the provider offers and the next steps (a dental appointment can be booked without
 * an account; signing in for the rest). Part of the first download, as its heading is the first screen's largest
 * paint.
 */
export function VisitorHome({ title, session }: VisitorHomeProps) {
  const offerId = useId();
  const programmesId = useId();
  const catalogue = useCatalogue();
  const justLoggedOut = useJustLoggedOut();
  return (
    <Stack space="xl">
      {justLoggedOut ? <InlineAlert tone="success" title={catalogue.auth.loggedOut} role="status" /> : null}
      <Stack as="section" space="md" aria-labelledby={`${offerId}-intro`}>
        <h1 id={`${offerId}-intro`}>{title}</h1>
        <p>{text.intro}</p>
        <Inline space="sm">
          <Link href={DENTAL_BOOKING} variant="primaryButton">
            {text.bookDental}
          </Link>
          <Link href={REGISTER} variant="secondaryButton">
            {text.registerService}
          </Link>
        </Inline>
        {session.status === 'signed-out' ? (
          <Inline space="sm">
            <p>{text.loginPrompt}</p>
            <Button
              variant="tertiary"
              onPress={() => {
                session.signIn('/');
              }}
            >
              {messages.labels.login}
            </Button>
          </Inline>
        ) : null}
      </Stack>

      <Stack as="section" space="md" aria-labelledby={offerId}>
        <h2 id={offerId} className={textStyles.sectionTitle}>
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
      </Stack>

      <Stack as="section" space="md" aria-labelledby={programmesId}>
        <h2 id={programmesId} className={textStyles.sectionTitle}>
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
      </Stack>

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
    </Stack>
  );
}
