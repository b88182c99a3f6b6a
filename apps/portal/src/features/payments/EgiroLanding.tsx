/** The parts of the public eGIRO landing page (/egiro-landing): its hero, its sections and the banks' list. */
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
import { useId, type ReactNode } from 'react';
import { useSession } from '../../auth/session';
import { config } from '../../config';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { HeaderDisplayModeSwitch } from '../../shell/HeaderDisplayModeSwitch';
import { HeaderLanguageMenu } from '../../shell/HeaderLanguageMenu';
import { EGIRO_PATHS, EGIRO_URLS, type Bank } from './egiroApi';

/** The eGIRO FAQ: the help centre's eGIRO topic, so the questions live once (in English: the help centre's answers are not translated yet). */
const egiroFaqs = HELP_TOPICS.find((topic) => topic.slug === 'egiro')?.entries ?? [];
const HOME = '/';
const PUBLIC = { auth: false, quiet: true } as const;
const layout = {
  section: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  row: sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

function useText() {
  return useTranslated(egiroLandingMessages, 'egiroLandingMessages');
}

interface LandingSectionProps {
  title: string;
  children: ReactNode;
}

/** A section of the landing page with its heading, named by it. */
function LandingSection({ title, children }: LandingSectionProps) {
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

/**
 * The landing page's top (it has no portal frame): the brand, the language and display mode, and the sign-in
 * corner; then the page's title, what eGIRO offers, Apply for eGIRO and, once signed in, the arrangements.
 */
export function LandingHero({ title }: { title: string }) {
  const session = useSession();
  const text = useText();
  const catalogue = useCatalogue();
  return (
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
  );
}

/** What eGIRO is. */
export function WhatIsEgiro() {
  const text = useText();
  return (
    <LandingSection title={text.whatTitle}>
      <p>{text.whatBody}</p>
    </LandingSection>
  );
}

/** Why eGIRO: its features, each on a card. */
export function EgiroFeatures() {
  const text = useText();
  return (
    <LandingSection title={text.featuresTitle}>
      <CardGrid>
        {text.features.map((feature) => (
          <Card key={feature.title} title={feature.title} headingLevel={3}>
            <p>{feature.text}</p>
          </Card>
        ))}
      </CardGrid>
    </LandingSection>
  );
}

/** How to apply: the steps in order, and that the bank's answer comes by email. */
export function EgiroSteps() {
  const text = useText();
  return (
    <LandingSection title={text.stepsTitle}>
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
    </LandingSection>
  );
}

/**
 * The participating banks, as the API lists them (GET egiro/bank-list, public). A failed read says so in the
 * page's own words, without Retry.
 */
export function EgiroBanks() {
  const text = useText();
  const banks = useApi<Bank[]>(EGIRO_URLS.banks, PUBLIC);
  return (
    <LandingSection title={text.banksTitle}>
      <Query query={banks} loading={<p aria-busy="true">…</p>} failure={<p>{text.banksLoadError}</p>}>
        {(list) => (
          <ul className={sprinkles({ display: 'grid', gap: 'xs', paddingLeft: 'lg' })}>
            {list.map((bank) => (
              <li key={bank.code}>{bank.name}</li>
            ))}
          </ul>
        )}
      </Query>
    </LandingSection>
  );
}

/** The questions people ask about eGIRO, with their answers. */
export function EgiroFaq() {
  const text = useText();
  return (
    <LandingSection title={text.faqTitle}>
      <dl className={sprinkles({ display: 'grid', gap: 'md' })}>
        {egiroFaqs.map((faq) => (
          <div key={faq.slug}>
            <dt className={sprinkles({ fontWeight: 'bold' })}>{faq.question}</dt>
            <dd>{faq.answer.join(' ')}</dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  );
}

/** Whom to write to or call, and when. */
export function EgiroContacts() {
  const text = useText();
  return (
    <LandingSection title={text.contactTitle}>
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
    </LandingSection>
  );
}
