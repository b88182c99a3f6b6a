import {
  NO_SLOT_CHOICE,
  denticarePageMessages,
  slotChoiceOf,
  type DenticareClient,
  type DenticareSlotChoice,
} from '@careportal/domain';
import { Button, PageLoading, Stack, useCatalogue, useLocale, useToast, useTranslated } from '@careportal/ui';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../data/ApiProvider';
import {
  useDenticareWords,
  DENTICARE_PATHS,
  DENTICARE_URLS,
  holdSlot,
  dateLabel,
  nextAvailableOf,
  trackStep,
  type BookingStep,
  type PublicAppointment,
  type PublicClient,
  type TakenState,
} from '../api';
import { useForgetSession } from '../useForgetSession';
import type { BookingStart } from './reads';
import { failureText } from './failureText';
import { SlotStep } from './SlotStep';
import { textStyles } from '../../../shell/textStyles';

// The slot choice, which every visit opens at, comes with the page; the details form (and its validation) and the
// review follow on demand, as in the registration wizard, so the public page stays within its budget.
const DetailsStep = lazy(() => import('./DetailsStep').then((module) => ({ default: module.DetailsStep })));
const ReviewStep = lazy(() => import('./ReviewStep').then((module) => ({ default: module.ReviewStep })));

/** Props of {@link BookingSteps}. */
export interface BookingStepsProps extends BookingStart {
  /** The route's title, the page's h1. */
  title: string;
  sessionId: string;
  /** Opened to go on with a held slot (to the details, or to the review when they are kept). */
  resume: boolean;
  /** Opened to change the session's booked appointment. */
  change: boolean;
  /** 'Start again': a new session. */
  onStartAgain: () => void;
}

/**
 * The public booking's three steps, starting from what the session has already (the slot chosen again, the
 * details kept): step 1 holds a slot for the session, step 2 keeps the client's details, step 3 confirms with
 * marketing consent; each step tells our analytics endpoint it was reached, and its heading takes the focus. A
 * session that holds a slot finds it chosen again (seed 001 §4). A slot someone else took leads to
 * /denticare/hold-on, a hold that lapsed at Confirm to /denticare/retained-order; only the booking's own calls can
 * lead to the error page.
 */
export function BookingSteps({
  title,
  sessionId,
  centers,
  appointment,
  kept,
  resume,
  change,
  onStartAgain,
}: BookingStepsProps) {
  const words = useDenticareWords();
  const { format } = useLocale();
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const catalogue = useCatalogue();
  const client = useApiClient();
  const navigate = useNavigate();
  const { show } = useToast();
  const forgetSession = useForgetSession();
  const isHeld = appointment?.status === 'HELD';
  const [step, setStep] = useState<BookingStep>(() =>
    resume && isHeld ? (kept === null ? 'step2' : 'step3') : 'step1',
  );
  // Seed 001 §4: an existing appointment restores centre, dentist, day, month and slot.
  const [choice, setChoice] = useState<DenticareSlotChoice>(() =>
    appointment === null ? NO_SLOT_CHOICE : slotChoiceOf(appointment, change),
  );
  const [held, setHeld] = useState<PublicAppointment | null>(isHeld ? appointment : null);
  const [person, setPerson] = useState<PublicClient | null>(kept);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const serviceId = centers?.serviceId ?? '';

  useEffect(() => {
    trackStep(client, step, sessionId);
  }, [client, step, sessionId]);

  const goTo = (next: BookingStep) => {
    setProblem(null);
    setStep(next);
    headingRef.current?.focus();
  };

  const onChoice = useCallback((next: DenticareSlotChoice) => {
    setProblem(null);
    setChoice(next);
  }, []);

  const holdChoice = async () => {
    const { centerId, resourceId, month, date, timeSlot } = choice;
    if (centerId === null || resourceId === null || month === null || date === null || timeSlot === null) {
      setProblem(d.slot.incomplete);
      return;
    }
    setSaving(true);
    const result = await holdSlot(
      client,
      {
        clientSessionId: sessionId,
        centerId,
        resourceId,
        serviceId,
        monthAndYear: month,
        dayOfMonth: date.slice(-2),
        timeSlot,
        // The confirmation and later notices are written in the page's language.
        language: words.locale,
      },
      change,
    );
    setSaving(false);
    if (result.error || result.data === null) {
      if (result.errorCode === 'SLOT_TAKEN') {
        const state: TakenState = {
          when: `${dateLabel(date, words)}, ${timeSlot.toUpperCase()}`,
          nextAvailable: nextAvailableOf(result),
          serviceId,
          change,
        };
        void navigate(DENTICARE_PATHS.holdOn, { state });
        return;
      }
      setProblem(failureText(result));
      return;
    }
    if (change && result.data.status === 'BOOKED') {
      await forgetSession();
      show({ type: 'success', content: result.message ?? catalogue.success.appointmentRescheduled });
      void navigate(DENTICARE_PATHS.confirmOrder);
      return;
    }
    setHeld(result.data);
    goTo(person === null ? 'step2' : 'step3');
  };

  const saveDetails = async (details: DenticareClient) => {
    setProblem(null);
    const result = await client.request<PublicClient>(
      person === null ? 'POST' : 'PUT',
      DENTICARE_URLS.public.clientSession,
      { auth: false, quiet: true, body: { ...details, clientSessionId: sessionId } },
    );
    if (result.error || result.data === null) {
      setProblem(failureText(result));
      return;
    }
    setPerson(result.data);
    goTo('step3');
  };

  const stepNumber = step === 'step1' ? 1 : step === 'step2' ? 2 : 3;
  return (
    <Stack space="lg">
      <Stack space="sm">
        <h1 className={textStyles.title}>{title}</h1>
        <p className={textStyles.mutedFlush}>{format(d.stepCount, { current: stepNumber, total: 3 })}</p>
        <h2 ref={headingRef} tabIndex={-1} className={textStyles.subtitle}>
          {d.steps[step]}
        </h2>
      </Stack>
      {step === 'step1' ? (
        <SlotStep
          held={held}
          sessionId={sessionId}
          serviceId={serviceId}
          centers={centers?.centers ?? []}
          choice={choice}
          onChoice={onChoice}
          onNext={() => {
            void holdChoice();
          }}
          isSaving={isSaving}
          problem={problem}
        />
      ) : null}
      <Suspense fallback={<PageLoading />}>
        {step === 'step2' ? (
          <DetailsStep
            kept={person}
            problem={problem}
            onBack={() => {
              goTo('step1');
            }}
            onSubmit={saveDetails}
          />
        ) : null}
        {step === 'step3' && held !== null && person !== null ? (
          <ReviewStep
            sessionId={sessionId}
            appointment={held}
            client={person}
            onChangeSlot={() => {
              goTo('step1');
            }}
            onChangeDetails={() => {
              goTo('step2');
            }}
          />
        ) : null}
      </Suspense>
      <div>
        <Button variant="tertiary" onPress={onStartAgain}>
          {d.startAgain}
        </Button>
      </div>
    </Stack>
  );
}
