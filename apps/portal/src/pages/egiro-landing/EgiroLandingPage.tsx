import { HELP_TOPICS, SUPPORT_HOURS, egiroLandingMessages } from '@careportal/domain';
import {
  Button,
  Card,
  CardGrid,
  Icon,
  Link,
  MailIcon,
  UserIcon,
  sprinkles,
  useCatalogue,
  useTranslated,
} from '@careportal/ui';
import { useId } from 'react';
import { useApi } from '../../data/ApiProvider';
import { useSession } from '../../auth/session';
import { config } from '../../config';
import type { PageProps } from '../../pageModules';
import { EGIRO_PATHS, EGIRO_URLS, type Bank } from '../../features/payments/egiroApi';
import { HeaderDisplayModeSwitch } from '../../shell/HeaderDisplayModeSwitch';
import { HeaderLanguageMenu } from '../../shell/HeaderLanguageMenu';

/** The eGIRO FAQ: the help centre's eGIRO topic, so the questions live once (in English: the help centre's answers are not translated yet). */
const egiroFaqs = HELP_TOPICS.find((topic) => topic.slug === 'egiro')?.entries ?? [];
const HOME = '/';
const PUBLIC = { auth: false, quiet: true } as const;
const layout = {
  page: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl', padding: 'lg' }),
  section: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  row: sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

/** A section with its heading, named by it. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={layout.section} aria-labelledby={id}>
      <h2 id={id} className={layout.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The hero's sign-in corner: Login for a visitor, the customer's name in capitals with an avatar once signed in. */
function Who() {
  const session = useSession();
  const catalogue = useCatalogue();
  if (session.status === 'signed-in') {
    return (
      <p className={layout.row}>
        <Icon icon={UserIcon} size="large" tone="primary" />
        <span className={sprinkles({ fontWeight: 'bold' })}>{session.customer.name.toUpperCase()}</span>
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      isDisabled={session.status === 'starting'}
      onPress={() => {
        session.signIn(HOME);
      }}
    >
      {catalogue.labels.login}
    </Button>
  );
}

/** The participating banks, as the API lists them. */
function Banks() {
  const text = useTranslated(egiroLandingMessages, 'egiroLandingMessages');
  const banks = useApi<Bank[]>(EGIRO_URLS.banks, PUBLIC);
  if (banks.data === undefined) return <p aria-busy="true">…</p>;
  if (banks.data.error || banks.data.data === null) return <p>{text.banksLoadError}</p>;
  return (
    <ul className={sprinkles({ display: 'grid', gap: 'xs', paddingLeft: 'lg' })}>
      {banks.data.data.map((bank) => (
        <li key={bank.code}>{bank.name}</li>
      ))}
    </ul>
  );
}

/**
 * The public eGIRO landing page (/egiro-landing, no portal frame): what eGIRO is, why and how to apply, the
 * participating banks, the questions people ask and whom to call. Signing in from it leads to My Services.
 */
export function EgiroLandingPage({ title }: PageProps) {
  const session = useSession();
  const text = useTranslated(egiroLandingMessages, 'egiroLandingMessages');
  const catalogue = useCatalogue();
  return (
    <div className={layout.page}>
      <div className={layout.section}>
        <div
          className={sprinkles({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 'md',
            flexWrap: 'wrap',
          })}
        >
          <Link href={HOME}>{catalogue.brand.name}</Link>
          <div className={layout.row}>
            <HeaderLanguageMenu />
            <HeaderDisplayModeSwitch />
            <Who />
          </div>
        </div>
        <h1>{title}</h1>
        <p className={sprinkles({ fontSize: 'lg', fontWeight: 'bold' })}>{text.heroTitle}</p>
        <p>{text.heroBody}</p>
        <div className={layout.row}>
          <Link href={EGIRO_PATHS.apply} variant="primaryButton">
            {catalogue.egiro.applyForEgiro}
          </Link>
          {session.status === 'signed-in' ? (
            <Link href={EGIRO_PATHS.arrangements} variant="secondaryButton">
              {text.viewArrangements}
            </Link>
          ) : null}
        </div>
      </div>

      <Section title={text.whatTitle}>
        <p>{text.whatBody}</p>
      </Section>

      <Section title={text.featuresTitle}>
        <CardGrid>
          {text.features.map((feature) => (
            <Card key={feature.title} title={feature.title} headingLevel={3}>
              <p>{feature.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={text.stepsTitle}>
        <ol className={sprinkles({ display: 'grid', gap: 'md', paddingLeft: 'lg' })}>
          {text.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>. {step.text}
            </li>
          ))}
        </ol>
        <p className={layout.row}>
          <Icon icon={MailIcon} size="small" tone="primary" />
          <span>{text.emailNote}</span>
        </p>
      </Section>

      <Section title={text.banksTitle}>
        <Banks />
      </Section>

      <Section title={text.faqTitle}>
        <dl className={sprinkles({ display: 'grid', gap: 'md' })}>
          {egiroFaqs.map((faq) => (
            <div key={faq.slug}>
              <dt className={sprinkles({ fontWeight: 'bold' })}>{faq.question}</dt>
              <dd>{faq.answer.join(' ')}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={text.contactTitle}>
        <dl className={sprinkles({ display: 'grid', gap: 'sm' })}>
          <div>
            <dt className={sprinkles({ fontWeight: 'bold' })}>{text.supportEmail}</dt>
            <dd>
              <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
            </dd>
          </div>
          <div>
            <dt className={sprinkles({ fontWeight: 'bold' })}>{text.supportHours}</dt>
            <dd>{SUPPORT_HOURS.support}</dd>
          </div>
          <div>
            <dt className={sprinkles({ fontWeight: 'bold' })}>{text.billingHotline}</dt>
            <dd>{SUPPORT_HOURS.billingHotline}</dd>
          </div>
          <div>
            <dt className={sprinkles({ fontWeight: 'bold' })}>{text.generalHotline}</dt>
            <dd>{SUPPORT_HOURS.generalHotline}</dd>
          </div>
        </dl>
      </Section>
    </div>
  );
}
