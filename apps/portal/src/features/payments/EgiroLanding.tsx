/** The parts of the public eGIRO landing page (/egiro-landing): its hero, its sections and the banks' list. */
import { HELP_TOPICS, SUPPORT_HOURS, egiroLandingMessages } from '@careportal/domain';
import {
  Button,
  Card,
  CardGrid,
  HotlineList,
  Icon,
  Inline,
  Link,
  MailIcon,
  sprinkles,
  Stack,
  useCatalogue,
  UserIcon,
  useTranslated,
} from '@careportal/ui';
import { useSession } from '../../auth/session';
import { config } from '../../config';
import { useApi } from '../../data/ApiProvider';
import { useHotlines } from '../help/useHotlines';
import { Query } from '../../data/Query';
import { EGIRO_PATHS, EGIRO_URLS, type Bank } from './egiroApi';
import { textStyles } from '../../shell/textStyles';
import { TitledSection } from '../../shell/TitledSection';

/** The eGIRO FAQ: the help centre's eGIRO topic, so the questions live once (in English: the help centre's answers are not translated yet). */
const egiroFaqs = HELP_TOPICS.find((topic) => topic.slug === 'egiro')?.entries ?? [];
const HOME = '/';
const PUBLIC = { auth: false, quiet: true } as const;

function useText() {
  return useTranslated(egiroLandingMessages, 'egiroLandingMessages');
}

/** The hero's sign-in corner: Login for a visitor, the customer's name in capitals with an avatar once signed in. */
function Who() {
  const session = useSession();
  const catalogue = useCatalogue();
  if (session.status === 'signed-in') {
    return (
      <Inline as="p" space="sm" alignY="center">
        <Icon icon={UserIcon} size="large" tone="primary" />
        <span className={textStyles.strong}>{session.customer.name.toUpperCase()}</span>
      </Inline>
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
 * The landing page's top, under the public layout's logo bar (which has the language and Larger text): the
 * page's title with the sign-in corner beside it, what eGIRO offers, Apply for eGIRO and, once signed in, the
 * arrangements.
 */
export function LandingHero({ title }: { title: string }) {
  const session = useSession();
  const text = useText();
  const catalogue = useCatalogue();
  return (
    <Stack space="md">
      <Inline space="md" align="spaceBetween" alignY="center">
        <h1 className={textStyles.title}>{title}</h1>
        <Who />
      </Inline>
      <p className={textStyles.sectionTitle}>{text.heroTitle}</p>
      <p>{text.heroBody}</p>
      <Inline space="sm" alignY="center">
        <Link href={EGIRO_PATHS.apply} variant="primaryButton">
          {catalogue.egiro.applyForEgiro}
        </Link>
        {session.status === 'signed-in' ? (
          <Link href={EGIRO_PATHS.arrangements} variant="secondaryButton">
            {text.viewArrangements}
          </Link>
        ) : null}
      </Inline>
    </Stack>
  );
}

/** What eGIRO is. */
export function WhatIsEgiro() {
  const text = useText();
  return (
    <TitledSection title={text.whatTitle}>
      <p>{text.whatBody}</p>
    </TitledSection>
  );
}

/** Why eGIRO: its features, each on a card. */
export function EgiroFeatures() {
  const text = useText();
  return (
    <TitledSection title={text.featuresTitle}>
      <CardGrid>
        {text.features.map((feature) => (
          <Card key={feature.title} title={feature.title} headingLevel={3}>
            <p>{feature.text}</p>
          </Card>
        ))}
      </CardGrid>
    </TitledSection>
  );
}

/** How to apply: the steps in order, and that the bank's answer comes by email. */
export function EgiroSteps() {
  const text = useText();
  return (
    <TitledSection title={text.stepsTitle}>
      <Stack as="ol" space="md" className={sprinkles({ paddingLeft: 'lg' })}>
        {text.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>. {step.text}
          </li>
        ))}
      </Stack>
      <Inline as="p" space="sm" alignY="center">
        <Icon icon={MailIcon} size="small" tone="primary" />
        <span>{text.emailNote}</span>
      </Inline>
    </TitledSection>
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
    <TitledSection title={text.banksTitle}>
      <Query query={banks} loading={<p aria-busy="true">…</p>} failure={<p>{text.banksLoadError}</p>}>
        {(list) => (
          <Stack as="ul" space="xs" className={sprinkles({ paddingLeft: 'lg' })}>
            {list.map((bank) => (
              <li key={bank.code}>{bank.name}</li>
            ))}
          </Stack>
        )}
      </Query>
    </TitledSection>
  );
}

/** The questions people ask about eGIRO, with their answers. */
export function EgiroFaq() {
  const text = useText();
  return (
    <TitledSection title={text.faqTitle}>
      <Stack as="dl" space="md">
        {egiroFaqs.map((faq) => (
          <div key={faq.slug}>
            <dt className={textStyles.strong}>{faq.question}</dt>
            <dd>{faq.answer.join(' ')}</dd>
          </div>
        ))}
      </Stack>
    </TitledSection>
  );
}

/** Whom to write to or call, and when. */
export function EgiroContacts() {
  const text = useText();
  const hotlines = useHotlines();
  return (
    <TitledSection title={text.contactTitle}>
      <Stack as="dl" space="sm">
        <div>
          <dt className={textStyles.strong}>{text.supportEmail}</dt>
          <dd>
            <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
          </dd>
        </div>
        <div>
          <dt className={textStyles.strong}>{text.supportHours}</dt>
          <dd>{SUPPORT_HOURS.support}</dd>
        </div>
      </Stack>
      <HotlineList hotlines={hotlines} />
    </TitledSection>
  );
}
