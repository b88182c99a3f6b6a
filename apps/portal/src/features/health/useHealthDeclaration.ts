import {
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  messages,
  type HealthDeclarationAnswers,
  type HealthDeclarationLanguage,
} from '@careportal/domain';
import { useToast, type HealthDeclarationQuestionStep } from '@careportal/ui';
import { useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import type { HealthPerson } from './personApi';

/** The API path of the declaration, relative to its base URL. */
export const HEALTH_DECLARATION_URL = 'profile/health-declaration';

/** Which step of the declaration shows: its questions, their review, or the thanks once saved. */
export type HealthDeclarationView = 'questions' | 'review' | 'result';

/** What {@link useHealthDeclaration} gives. */
export interface HealthDeclaration {
  view: HealthDeclarationView;
  /** The language the questions show in, switchable at any step. */
  language: HealthDeclarationLanguage;
  setLanguage: (language: HealthDeclarationLanguage) => void;
  /** The answers given, once the questions have been answered. */
  answers: HealthDeclarationAnswers | null;
  /** The question step the questions open at, when the person goes back to edit one from the review. */
  openAt: HealthDeclarationQuestionStep | undefined;
  /** The questions are answered: on to their review. */
  review: (answers: HealthDeclarationAnswers) => void;
  /** Back from the review to the questions, at `step`. */
  edit: (step: HealthDeclarationQuestionStep) => void;
  /** Sends the declaration for `declarant`; once saved, the thanks show. */
  submit: (declarant: HealthPerson, answers: HealthDeclarationAnswers) => Promise<void>;
  /** The declaration is on its way. */
  saving: boolean;
}

/**
 * The health declaration of a service waiting for it (`serviceId`): the step shown, the language, the answers,
 * and Submit (POST profile/health-declaration), which the API saves with the service's centre, moving the service
 * on. A failure says why ('not found' in the server's words, else 'Save Health Declaration failed.') and keeps the
 * answers; success says so and shows the thanks.
 */
export function useHealthDeclaration(serviceId: string | null): HealthDeclaration {
  const client = useApiClient();
  const { show } = useToast();
  const [language, setLanguage] = useState<HealthDeclarationLanguage>(DEFAULT_HEALTH_DECLARATION_LANGUAGE);
  const [view, setView] = useState<HealthDeclarationView>('questions');
  const [answers, setAnswers] = useState<HealthDeclarationAnswers | null>(null);
  const [openAt, setOpenAt] = useState<HealthDeclarationQuestionStep | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const submit = async (declarant: HealthPerson, declared: HealthDeclarationAnswers) => {
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

  return {
    view,
    language,
    setLanguage,
    answers,
    openAt,
    review(submitted) {
      setAnswers(submitted);
      setView('review');
    },
    edit(step) {
      setOpenAt(step);
      setView('questions');
    },
    submit,
    saving,
  };
}
