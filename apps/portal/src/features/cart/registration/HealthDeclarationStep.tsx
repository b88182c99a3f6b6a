import type { HealthDeclarationAnswers, HealthDeclarationLanguage } from '@careportal/domain';
import { registerPageMessages } from '@careportal/domain';
import {
  HealthDeclarationForm,
  type HealthDeclarationQuestionStep,
  HealthDeclarationResult,
  HealthDeclarationReview,
  Link,
  Stack,
} from '@careportal/ui';
import { useState } from 'react';
import type { WizardHealthView, WizardAction } from './wizardState';
import { CART_REVIEW_PATH } from '../../../paths';

/** Props of {@link HealthDeclarationStep}. */
export interface HealthDeclarationStepProps {
  answers: Partial<HealthDeclarationAnswers> | null;
  view: WizardHealthView;
  language: HealthDeclarationLanguage;
  dispatch: (action: WizardAction) => void;
}

/**
 * The Active Ageing health declaration (seed 001 section 4, "Health declaration progress"): its two question
 * steps (HealthStatus, HealthCondition) in the form, then their review with an Edit for each group. The answers
 * stay in the wizard, in English or Chinese as the person switches, and are saved with the registration once the
 * person is known (a new loved one only exists after their details).
 */
export function HealthDeclarationStep({ answers, view, language, dispatch }: HealthDeclarationStepProps) {
  const [openAt, setOpenAt] = useState<HealthDeclarationQuestionStep | undefined>(undefined);
  const setLanguage = (next: HealthDeclarationLanguage) => {
    dispatch({ type: 'healthDeclarationLanguage', language: next });
  };

  if (view === 'review' && answers !== null) {
    return (
      <Stack space="lg">
        <HealthDeclarationReview
          value={answers}
          language={language}
          onLanguageChange={setLanguage}
          onEdit={(step) => {
            setOpenAt(step);
            dispatch({ type: 'healthDeclaration', answers, view: 'questions' });
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack space="lg">
      <HealthDeclarationForm
        value={answers ?? undefined}
        language={language}
        onLanguageChange={setLanguage}
        defaultStep={openAt}
        onSubmit={(submitted) => {
          dispatch({ type: 'healthDeclaration', answers: submitted, view: 'review' });
        }}
        onBack={(draft) => {
          dispatch({ type: 'healthDeclaration', answers: draft, view: 'questions' });
          dispatch({ type: 'back' });
        }}
      />
    </Stack>
  );
}

/** Props of {@link HealthDeclarationResultStep}. */
export interface HealthDeclarationResultStepProps {
  language: HealthDeclarationLanguage;
}

/**
 * The health declaration's Result, once Add to cart has saved it and filled the cart: the thanks in the language it
 * was answered in, then the way on to the cart review.
 */
export function HealthDeclarationResultStep({ language }: HealthDeclarationResultStepProps) {
  return (
    <Stack space="lg">
      <HealthDeclarationResult language={language}>
        <p>{registerPageMessages.addedToCart}</p>
        <div>
          <Link href={CART_REVIEW_PATH} variant="primaryButton">
            {registerPageMessages.goToCart}
          </Link>
        </div>
      </HealthDeclarationResult>
    </Stack>
  );
}
