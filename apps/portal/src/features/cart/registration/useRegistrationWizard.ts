import type { RegistrationStep } from '@careportal/domain';
import { shouldConfirmExit, useStepProblems } from '@careportal/ui';
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useBlocker, useNavigate, type Blocker } from 'react-router';
import { useDisabledLovedOne } from '../../../shell/appConfig';
import { PROFILE_URLS, type LovedOneEntry, type Profile } from '../../people/profileApi';
import { useLovedOnes } from '../../people/useLovedOnes';
import { useViewedApi, type PersonRef } from '../../people/useViewedApi';
import { usePreselectedProgramme } from './usePreselectedProgramme';
import {
  WIZARD_STORAGE_KEY,
  initialWizardState,
  isStepReady,
  personIdOf,
  personOf,
  readWizardState,
  stepsOf,
  whoForNameOf,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizardState';

/** The wizard as its page and steps use it (see {@link useRegistrationWizard}). */
export interface RegistrationWizard {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The steps of the chosen category. */
  steps: readonly RegistrationStep[];
  /** Whom the registration's calls are for; null for a new loved one not created yet. */
  person: PersonRef | null;
  /** The person's id; null until known. */
  personId: string | null;
  /** The customer's own id; null until their profile is read. */
  selfId: string | null;
  /** The name the service selection showed for the person ('Myself', a loved one's name). */
  whoForName: string;
  /** The customer's loved ones; undefined while loading, or when the loved-one feature is off. */
  lovedOnes: LovedOneEntry[] | undefined;
  lovedOnesEnabled: boolean;
  /** Whether the step bar's Next may move on from the current step. */
  isStepReady: boolean;
  /**
   * How many times Next was pressed on the current step while it could not move on: from 1, the step shows its
   * problems at their fields and sums them up, and each new press brings the summary back into focus.
   */
  problemsShown: number;
  /** Next was pressed on a step that cannot move on. */
  showProblems: () => void;
  /** The current step's form tells whether it is valid. */
  setFormValid: (isValid: boolean) => void;
  /** A step's form, or Add to cart, is saving: Next shows it. */
  isSaving: boolean;
  setSaving: (isSaving: boolean) => void;
  /** The marketing consent the review asks for, which the cart carries. */
  marketingConsent: boolean;
  setMarketingConsent: (consent: boolean) => void;
  /** Leaving by a link or Back, held until the person confirms (see {@link confirmExit}). */
  blocker: Blocker;
  /** The person confirmed leaving: the wizard ends and the held navigation goes on. */
  confirmExit: () => void;
  /** Ends the wizard where it is: nothing kept, and no question on the way out. */
  end: () => void;
  /** Ends the wizard and goes to `to`. */
  leave: (to: string) => void;
}

function restoreState(): WizardState {
  return readWizardState(sessionStorage.getItem(WIZARD_STORAGE_KEY)) ?? initialWizardState();
}

/**
 * The registration wizard's state, kept in session storage until the wizard ends so a reload loses nothing, with
 * the programme the address names chosen at the start ({@link usePreselectedProgramme}); whom
 * it is for; whether the current step may move on; and leaving, which asks first except towards payment, link
 * account and payment completion.
 */
export function useRegistrationWizard(): RegistrationWizard {
  const navigate = useNavigate();
  const lovedOnesEnabled = !useDisabledLovedOne();
  const { lovedOnes } = useLovedOnes(lovedOnesEnabled);
  const self = useViewedApi<Profile>(PROFILE_URLS.profile, { viewAs: null });
  const selfId = self.data?.error === false ? (self.data.data?.id ?? null) : null;
  const [state, dispatch] = useReducer(wizardReducer, undefined, restoreState);
  usePreselectedProgramme(state, dispatch);
  // Whether the current step's form is valid, as it last said; a new step starts unknown (not valid).
  const [validity, setValidity] = useState<{ step: RegistrationStep; isValid: boolean } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current) sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  }, [state]);
  const currentStep = state.step;
  const setFormValid = useCallback(
    (isValid: boolean) => {
      setValidity({ step: currentStep, isValid });
    },
    [currentStep],
  );
  const isFormValid = validity?.step === currentStep && validity.isValid;
  const personId = personIdOf(state, selfId);
  const problems = useStepProblems(currentStep);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      shouldConfirmExit(nextLocation.pathname, false),
  );

  const end = useCallback(() => {
    leaving.current = true;
    sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  }, []);
  const leave = useCallback(
    (to: string) => {
      end();
      void navigate(to);
    },
    [end, navigate],
  );

  return {
    state,
    dispatch,
    steps: stepsOf(state),
    person: personOf(state),
    personId,
    selfId,
    whoForName: whoForNameOf(state.selection, lovedOnes),
    lovedOnes,
    lovedOnesEnabled,
    isStepReady: isStepReady(state, { selfId, personId, isFormValid }),
    ...problems,
    setFormValid,
    isSaving,
    setSaving,
    marketingConsent,
    setMarketingConsent,
    blocker,
    confirmExit: () => {
      if (blocker.state !== 'blocked') return;
      end();
      blocker.proceed();
    },
    end,
    leave,
  };
}
