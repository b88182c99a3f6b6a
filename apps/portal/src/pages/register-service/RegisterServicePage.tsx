import {
  CATALOGUE_ERROR_CODES,
  formatMessage,
  messages,
  type HealthDeclarationAnswers,
  type RegistrationStep,
  registerPageMessages,
  planCart,
  type CartPlan,
  type SavedCart,
} from '@careportal/domain';
import {
  AlertDialog,
  ExitConfirmDialog,
  PageLoading,
  StepBar,
  registrationStepItems,
  shouldConfirmExit,
  useToast,
} from '@careportal/ui';
import { Suspense, lazy, useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import type { PageProps } from '../../pageModules';
import { useDisabledLovedOne } from '../../shell/appConfig';
import { PROFILE_URLS, resultText, type Profile } from '../../features/people/profileApi';
import { useLovedOnes } from '../../features/people/useLovedOnes';
import { useViewedApi, type PersonRef } from '../../features/people/useViewedApi';
import { CONTACT_FORM_ID, DETAILS_FORM_ID } from '../../features/cart/registration/formIds';
import { layout } from '../../features/cart/registration/layout';
import { CART_REVIEW_PATH, REGISTER_URLS, cartBodyOf, cartItemsOf } from '../../features/cart/registerApi';
import { ServiceSelectionStep } from '../../features/cart/registration/ServiceSelectionStep';
import {
  WIZARD_STORAGE_KEY,
  initialWizardState,
  isSelectionValid,
  readWizardState,
  stepsOf,
  wizardReducer,
  type WizardState,
} from '../../features/cart/registration/wizardState';

// The steps after the first load when they are reached: the service selection, which every visit opens at, comes
// with the page; the forms (and their validation) follow on demand.
const HealthDeclarationStep = lazy(() =>
  import('../../features/cart/registration/HealthDeclarationStep').then((module) => ({
    default: module.HealthDeclarationStep,
  })),
);
const HealthDeclarationResultStep = lazy(() =>
  import('../../features/cart/registration/HealthDeclarationStep').then((module) => ({
    default: module.HealthDeclarationResultStep,
  })),
);
const DetailsStep = lazy(() =>
  import('../../features/cart/registration/DetailsStep').then((module) => ({ default: module.DetailsStep })),
);
const AddressStep = lazy(() =>
  import('../../features/cart/registration/AddressStep').then((module) => ({ default: module.AddressStep })),
);
const ContactStep = lazy(() =>
  import('../../features/cart/registration/ContactStep').then((module) => ({ default: module.ContactStep })),
);
const ReviewStep = lazy(() =>
  import('../../features/cart/registration/ReviewStep').then((module) => ({ default: module.ReviewStep })),
);

/** Where a Denticare registration without programmes continues: booking the first appointment. */
const DENTICARE_BOOKING_PATH = '/denticare/book-appointment';
const HOME_PATH = '/';

function restoreState(): WizardState {
  return readWizardState(sessionStorage.getItem(WIZARD_STORAGE_KEY)) ?? initialWizardState();
}

/** Whom the registration's calls are for, once known: null for a new loved one not created yet. */
function personOf(state: WizardState): PersonRef | null {
  const { lovedOne } = state.selection;
  if (lovedOne === 'MySelf') return { viewAs: null };
  if (lovedOne === 'New')
    return state.createdLovedOneId === null ? null : { viewAs: state.createdLovedOneId };
  return { viewAs: lovedOne };
}

/** The refusals of PUT cart that send the person home (seed 000 section 8), by their codes. */
const GO_HOME_CODES: readonly (string | null)[] = Object.values(CATALOGUE_ERROR_CODES);

/**
 * The registration wizard (/register-service): service selection, the health declaration (Active Ageing only),
 * the person's details, addresses and emergency contact, and the review, which adds the programmes to the cart
 * and hands over to the cart review. The step bar goes back only to finished steps, and Next waits for the step
 * to be valid. Leaving asks first, except towards payment, link account and payment completion. What has been
 * entered is kept in session storage until the wizard ends, so a reload loses nothing.
 */
export function RegisterServicePage({ title }: PageProps) {
  const navigate = useNavigate();
  const client = useApiClient();
  const { show } = useToast();
  const { mutate } = useSWRConfig();
  const lovedOnesEnabled = !useDisabledLovedOne();
  const { lovedOnes } = useLovedOnes(lovedOnesEnabled);
  const self = useViewedApi<Profile>(PROFILE_URLS.profile, { viewAs: null });
  const selfId = self.data?.error === false ? (self.data.data?.id ?? null) : null;
  const [state, dispatch] = useReducer(wizardReducer, undefined, restoreState);
  // Whether the current step's form is valid, as it last said; a new step starts unknown (not valid).
  const [validity, setValidity] = useState<{ step: RegistrationStep; isValid: boolean } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [cartPlan, setCartPlan] = useState<CartPlan | null>(null);
  // Set once Add to cart has saved the health declaration: the cart then opens from its Result, not at once.
  const declarationSaved = useRef(false);
  const [isFinished, setFinished] = useState(false);
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

  const steps = stepsOf(state);
  const { selection } = state;
  const person = personOf(state);
  const personId = selection.lovedOne === 'MySelf' ? selfId : (person?.viewAs ?? null);
  const whoForName =
    selection.lovedOne === 'MySelf'
      ? registerPageMessages.whoForMyself
      : selection.lovedOne === 'New'
        ? registerPageMessages.whoForNew
        : (lovedOnes?.find((lovedOne) => lovedOne.id === selection.lovedOne)?.name ?? messages.generic.dash);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      shouldConfirmExit(nextLocation.pathname, false),
  );

  /** Ends the wizard: nothing kept, and no question on the way out. */
  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      sessionStorage.removeItem(WIZARD_STORAGE_KEY);
      void navigate(to);
    },
    [navigate],
  );

  const next = () => {
    dispatch({ type: 'next' });
  };

  /** Saves the health declaration for the person, with their saved details; says whether it was saved. */
  const saveHealthDeclaration = async (answers: Partial<HealthDeclarationAnswers>, clientId: string) => {
    const details = await client.request<Profile>('GET', PROFILE_URLS.profile, {
      quiet: true,
      viewAs: selection.lovedOne === 'MySelf' ? null : clientId,
    });
    const centre = selection.programmes.find((programme) => programme.center !== null)?.center ?? null;
    const saved =
      details.error || details.data === null
        ? details
        : await client.request('POST', REGISTER_URLS.healthDeclaration, {
            quiet: true,
            body: {
              ...answers,
              clientId,
              name: details.data.name,
              nric: details.data.nric ?? '',
              handphoneNumber: details.data.mobileNumber ?? '',
              center: centre,
              language: state.healthDeclarationLanguage,
            },
          });
    const ok = !saved.error;
    show(
      ok
        ? { type: 'success', content: messages.health.declarationSaved }
        : { type: 'support', content: messages.health.declarationSaveFailed },
    );
    return ok;
  };

  /** Sends the cart the plan decided; goes on to the cart review, or home for a programme no longer offered. */
  const putCart = async (body: object) => {
    const result: ApiResult = await client.request('PUT', REGISTER_URLS.cart, { quiet: true, body: body });
    if (!result.error) {
      void mutate((key) => Array.isArray(key) && key[0] === REGISTER_URLS.cart);
      if (declarationSaved.current) {
        // The wizard is over: its Result thanks the person and leads on to the cart, without asking to leave.
        leaving.current = true;
        sessionStorage.removeItem(WIZARD_STORAGE_KEY);
        setCartPlan(null);
        setFinished(true);
      } else {
        leave(CART_REVIEW_PATH);
      }
      return;
    }
    const text = resultText(result, messages.generic.somethingWentWrong);
    show({ type: 'support', content: text });
    if (GO_HOME_CODES.includes(result.errorCode)) leave(HOME_PATH);
  };

  /** Review's Add to cart: saves the declaration, then puts the programmes in the cart (asking when it must). */
  const addToCart = async () => {
    if (personId === null) return;
    setSaving(true);
    try {
      if (steps.includes('HealthDeclaration') && state.healthDeclaration !== null) {
        if (!(await saveHealthDeclaration(state.healthDeclaration, personId))) return;
        declarationSaved.current = true;
      }
      if (cartItemsOf(selection).length === 0) {
        leave(DENTICARE_BOOKING_PATH);
        return;
      }
      const existing = await client.request<SavedCart | null>('GET', REGISTER_URLS.cart, { quiet: true });
      const customerId = selection.lovedOne === 'MySelf' ? null : personId;
      const plan = planCart(
        existing.error ? null : existing.data,
        cartBodyOf(selection, customerId, marketingConsent),
        selfId,
      );
      if (plan.ask === null) await putCart(plan.body);
      else setCartPlan(plan);
    } finally {
      setSaving(false);
    }
  };

  const isCurrentStepValid = (() => {
    switch (state.step) {
      case 'ServiceSelection':
        return isSelectionValid(selection) && (selection.lovedOne !== 'MySelf' || selfId !== null);
      case 'HealthDeclaration':
        return state.healthDeclarationView === 'review' && state.healthDeclaration !== null;
      case 'ReviewInformation':
        return personId !== null;
      default:
        return isFormValid;
    }
  })();

  const savedDetails = (profile: Profile) => {
    if (selection.lovedOne === 'New' && state.createdLovedOneId === null) {
      dispatch({ type: 'lovedOneCreated', id: profile.id });
    }
    next();
  };

  let content: ReactNode;
  switch (state.step) {
    case 'ServiceSelection':
      content = (
        <ServiceSelectionStep
          selection={selection}
          dispatch={dispatch}
          lovedOnes={lovedOnes}
          lovedOnesEnabled={lovedOnesEnabled}
          eligibilityPersonId={selection.lovedOne === 'New' ? null : personId}
        />
      );
      break;
    case 'HealthDeclaration':
      content = (
        <HealthDeclarationStep
          answers={state.healthDeclaration}
          view={state.healthDeclarationView}
          language={state.healthDeclarationLanguage}
          dispatch={dispatch}
        />
      );
      break;
    case 'YourDetails':
      content = (
        <DetailsStep
          person={person}
          lovedOneName={selection.lovedOne === 'MySelf' ? undefined : whoForName}
          programmeCategory={selection.categoryName}
          onValidityChange={setFormValid}
          onSaved={savedDetails}
          onSavingChange={setSaving}
        />
      );
      break;
    case 'YourAddress':
      content = person === null ? null : <AddressStep person={person} onValidityChange={setFormValid} />;
      break;
    case 'EmergencyContact':
      content =
        person === null ? null : (
          <ContactStep
            person={person}
            onValidityChange={setFormValid}
            onSaved={next}
            onSavingChange={setSaving}
          />
        );
      break;
    case 'ReviewInformation':
      content =
        person === null ? null : (
          <ReviewStep
            person={person}
            whoForName={whoForName}
            selection={selection}
            healthDeclaration={state.healthDeclaration}
            healthDeclarationLanguage={state.healthDeclarationLanguage}
            steps={steps}
            marketingConsent={marketingConsent}
            onMarketingConsentChange={setMarketingConsent}
            onEdit={(step: RegistrationStep) => {
              dispatch({ type: 'goTo', step });
            }}
          />
        );
      break;
  }

  const nextFormId =
    state.step === 'YourDetails'
      ? DETAILS_FORM_ID
      : state.step === 'EmergencyContact'
        ? CONTACT_FORM_ID
        : undefined;

  if (isFinished) {
    return (
      <div className={layout.page}>
        <h1>{title}</h1>
        <Suspense fallback={<PageLoading />}>
          <HealthDeclarationResultStep language={state.healthDeclarationLanguage} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      <StepBar
        steps={registrationStepItems(selection.categoryName)}
        currentStepId={state.step}
        completedStepIds={state.completed}
        isCurrentStepValid={isCurrentStepValid}
        onStepChange={(id) => {
          dispatch({ type: 'goTo', step: id as RegistrationStep });
        }}
        onBack={() => {
          dispatch({ type: 'back' });
        }}
        onNext={() => {
          if (state.step === 'ReviewInformation') void addToCart();
          else next();
        }}
        onExit={() => {
          leave(HOME_PATH);
        }}
        isNextLoading={isSaving}
        nextFormId={nextFormId}
        nextLabel={state.step === 'ReviewInformation' ? registerPageMessages.addToCart : undefined}
        showBackAndNext={!(state.step === 'HealthDeclaration' && state.healthDeclarationView === 'questions')}
      >
        <Suspense fallback={<PageLoading />}>{content}</Suspense>
      </StepBar>
      <ExitConfirmDialog
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(isOpen) => {
          if (!isOpen && blocker.state === 'blocked') blocker.reset();
        }}
        onConfirm={() => {
          if (blocker.state !== 'blocked') return;
          leaving.current = true;
          sessionStorage.removeItem(WIZARD_STORAGE_KEY);
          blocker.proceed();
        }}
      />
      <AlertDialog
        isOpen={cartPlan !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setCartPlan(null);
        }}
        title={
          cartPlan?.ask === 'replace'
            ? registerPageMessages.replaceCartTitle
            : registerPageMessages.changeOfferTitle
        }
        onConfirm={() => {
          if (cartPlan !== null) void putCart(cartPlan.body);
        }}
      >
        {cartPlan?.ask === 'replace'
          ? formatMessage(registerPageMessages.replaceCartBody, {
              name: cartPlan.existingCustomerName,
              category: cartPlan.existingCategoryName,
            })
          : messages.catalogue.offerAlreadyInCart}
      </AlertDialog>
    </div>
  );
}
