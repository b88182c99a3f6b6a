import { healthPageMessages } from '@careportal/domain';
import {
  Button,
  HealthDeclarationForm,
  HealthDeclarationResult,
  HealthDeclarationReview,
  Inline,
  Link,
} from '@careportal/ui';
import type { HealthPerson } from './personApi';
import type { HealthDeclaration } from './useHealthDeclaration';
import { MY_SERVICES_PATH } from '../../paths';

const text = healthPageMessages.healthDeclaration;

/** Props of {@link HealthDeclarationSteps}. */
export interface HealthDeclarationStepsProps {
  /** The declaration's state (see useHealthDeclaration). */
  declaration: HealthDeclaration;
  /** Who declares: the person the portal acts for. */
  declarant: HealthPerson;
}

/**
 * The step of the health declaration shown: its questions, their review with Submit, or the thanks in the
 * language answered in with the way back to My Services.
 */
export function HealthDeclarationSteps({ declaration, declarant }: HealthDeclarationStepsProps) {
  const { view, language, setLanguage, answers, openAt, review, edit, submit, saving } = declaration;
  if (view === 'result') {
    return (
      <HealthDeclarationResult language={language}>
        <div lang={language}>
          <Link href={MY_SERVICES_PATH} variant="primaryButton">
            {text.backToServices[language]}
          </Link>
        </div>
      </HealthDeclarationResult>
    );
  }
  if (view === 'review' && answers !== null) {
    return (
      <>
        <HealthDeclarationReview
          value={answers}
          language={language}
          onLanguageChange={setLanguage}
          onEdit={edit}
        />
        <Inline space="sm" lang={language}>
          <Button
            isLoading={saving}
            onPress={() => {
              void submit(declarant, answers);
            }}
          >
            {text.submit[language]}
          </Button>
        </Inline>
      </>
    );
  }
  return (
    <HealthDeclarationForm
      value={answers ?? undefined}
      language={language}
      onLanguageChange={setLanguage}
      defaultStep={openAt}
      onSubmit={review}
    />
  );
}
