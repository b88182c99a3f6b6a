import {
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  healthPageMessages,
  messages,
  type HealthDeclarationAnswers,
  type HealthDeclarationLanguage,
} from '@careportal/domain';
import {
  Button,
  EmptyState,
  HealthDeclarationForm,
  type HealthDeclarationQuestionStep,
  HealthDeclarationResult,
  HealthDeclarationReview,
  Link,
  LoadError,
  Skeleton,
  SkeletonGroup,
  sprinkles,
  useToast,
} from '@careportal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import type { PageProps } from '../../pageModules';

const text = healthPageMessages.healthDeclaration;
const QUIET = { quiet: true } as const;
const HOME = '/';
export const HEALTH_DECLARATION_URL = 'profile/health-declaration';
const layout = {
  page: sprinkles({ display: 'grid', gap: 'lg' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' }),
} as const;

/** The person the declaration is for, as GET profile answers (the customer, or the view-as loved one). */
interface Declarant {
  id: string;
  name: string;
  nric?: string | null;
  mobileNumber?: string | null;
}

type View = 'questions' | 'review' | 'result';

/**
 * The health declaration of a service waiting for it (/health-declaration?serviceId=…, a service in the
 * HEALTH_DECLARATION state of the person the portal acts for): its questions in English or Chinese, switchable at
 * any step, their review, then Submit. The API saves it with the service's centre and moves the service on
 * (UPCOMING or ONGOING); the result thanks the person in the language answered in and leads back to My Services.
 * The declarant's name, NRIC and handphone number are those of the person's profile.
 */
export function HealthDeclarationPage({ title }: PageProps) {
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId');
  const client = useApiClient();
  const { show } = useToast();
  const person = useApi<Declarant>(serviceId ? 'profile' : null, QUIET);
  const [language, setLanguage] = useState<HealthDeclarationLanguage>(DEFAULT_HEALTH_DECLARATION_LANGUAGE);
  const [view, setView] = useState<View>('questions');
  const [answers, setAnswers] = useState<HealthDeclarationAnswers | null>(null);
  const [openAt, setOpenAt] = useState<HealthDeclarationQuestionStep | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const submit = async (declarant: Declarant, declared: HealthDeclarationAnswers) => {
    if (serviceId === null) return;
    setSaving(true);
    const result = await client.request('POST', HEALTH_DECLARATION_URL, {
      quiet: true,
      body: {
        ...declared,
        clientId: declarant.id,
        name: declarant.name,
        nric: declarant.nric ?? '',
        handphoneNumber: declarant.mobileNumber ?? '',
        serviceId,
        language,
      },
    });
    setSaving(false);
    if (result.error) {
      show({
        type: 'support',
        content:
          result.httpCode === 404 && result.errorMessage !== null
            ? result.errorMessage
            : messages.health.declarationSaveFailed,
      });
      return;
    }
    show({ type: 'success', content: messages.health.declarationSaved });
    setView('result');
  };

  let body;
  if (serviceId === null || serviceId === '') {
    body = (
      <EmptyState action={<Link href={HOME}>{messages.labels.myServices}</Link>}>{text.noService}</EmptyState>
    );
  } else if (person.data === undefined) {
    body = (
      <SkeletonGroup>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="block" aspectRatio={2} />
      </SkeletonGroup>
    );
  } else if (person.data.error || person.data.data === null) {
    body = (
      <LoadError
        onRetry={() => {
          void person.mutate();
        }}
      />
    );
  } else if (view === 'result') {
    body = (
      <HealthDeclarationResult language={language}>
        <div lang={language}>
          <Link href={HOME} variant="primaryButton">
            {text.backToServices[language]}
          </Link>
        </div>
      </HealthDeclarationResult>
    );
  } else if (view === 'review' && answers !== null) {
    const declarant = person.data.data;
    body = (
      <>
        <HealthDeclarationReview
          value={answers}
          language={language}
          onLanguageChange={setLanguage}
          onEdit={(step) => {
            setOpenAt(step);
            setView('questions');
          }}
        />
        <div className={layout.actions} lang={language}>
          <Button
            isLoading={saving}
            onPress={() => {
              void submit(declarant, answers);
            }}
          >
            {text.submit[language]}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <HealthDeclarationForm
        value={answers ?? undefined}
        language={language}
        onLanguageChange={setLanguage}
        defaultStep={openAt}
        onSubmit={(submitted) => {
          setAnswers(submitted);
          setView('review');
        }}
      />
    );
  }

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
