import { denticarePageMessages, messages, type DenticareClient } from '@careportal/domain';
import { Button, PageLoading, useCatalogue, useLocale, useToast, useTranslated } from '@careportal/ui';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi, useApiClient } from '../../../data/ApiProvider';
import type { ApiResult } from '../../../data/client';
import {
  useDenticareWords,
  DENTICARE_PATHS,
  DENTICARE_URLS,
  HOLD_EXPIRED,
  SLOT_TAKEN,
  holdSlot,
  dateLabel,
  nextAvailableOf,
  slotWhen,
  trackStep,
  type BookingResume,
  type BookingStep,
  type CentersAnswer,
  type PublicAppointment,
  type PublicClient,
  type TakenState,
} from '../../../features/denticare/api';
import { denticareLayout as layout } from '../../../features/denticare/layout';
import { refreshDenticareSessionId } from '../../../features/denticare/session';
import { useDenticareSession } from '../../../features/denticare/useDenticareSession';
import { useForgetSession, useRememberAppointment } from '../../../features/denticare/useForgetSession';
import { NO_CHOICE, SlotStep, type SlotChoice } from './SlotStep';

// The slot choice, which every visit opens at, comes with the page; the details form (and its validation) and the
// review follow on demand, as in the registration wizard, so the public page stays within its budget.
const DetailsStep = lazy(() => import('./DetailsStep').then((module) => ({ default: module.DetailsStep })));
const ReviewStep = lazy(() => import('./ReviewStep').then((module) => ({ default: module.ReviewStep })));

/**
 * Replaces the page with `path`, as react-router's `<Navigate replace>` does. Not `Navigate` itself: a lazy page
 * that imports it makes the bundler split react-router out of the first download into some twenty small chunks,
 * 6 kB more gzip on every route (apps/portal/budget).
 */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return <PageLoading />;
}

const PUBLIC = { auth: false, quiet: true } as const;

/** Props of {@link BookAppointmentPage}. */
export interface BookAppointmentPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

function resumeOf(state: unknown): BookingResume {
  if (typeof state !== 'object' || state === null) return {};
  const { resume, change } = state as BookingResume;
  return { resume: resume === true, change: change === true };
}

function failureText(result: ApiResult): string {
  return result.errorMessage ?? result.message ?? messages.generic.somethingWentWrong;
}

/**
 * The choice an appointment restores: centre, dentist, month, day and slot (seed 001 §4). The slot is blanked
 * when the booked appointment is being changed: a new time is what the visitor came for.
 */
function choiceOf(appointment: PublicAppointment, blankSlot: boolean): SlotChoice {
  return {
    centerId: appointment.centerId,
    resourceId: appointment.resourceId,
    month: appointment.monthAndYear,
    date: `${appointment.monthAndYear}-${appointment.dayOfMonth}`,
    timeSlot: blankSlot ? null : appointment.timeSlot.toLowerCase(),
  };
}

interface BookingProps {
  title: string;
  sessionId: string;
  onStartAgain: () => void;
}

interface StepsProps extends BookingProps {
  centers: CentersAnswer | null;
  /** The session's held or (when changing it) booked appointment. */
  appointment: PublicAppointment | null;
  kept: PublicClient | null;
  resume: boolean;
  change: boolean;
}

/**
 * /denticare/book-appointment: step 1 holds a slot for the session, step 2 keeps the client's details, step 3
 * confirms with marketing consent. Each step tells our analytics endpoint it was reached. A session that has
 * booked already goes to /denticare/existing-appointment-found (unless it came to change that appointment); one
 * that holds a slot finds it chosen again. A slot someone else took leads to /denticare/hold-on, a hold that
 * lapsed at Confirm to /denticare/retained-order; only the booking's own calls can lead to the error page.
 */
function Booking({ title, sessionId, onStartAgain }: BookingProps) {
  const location = useLocation();
  const [{ resume = false, change = false }] = useState(() => resumeOf(location.state));
  const centers = useApi<CentersAnswer>(DENTICARE_URLS.public.centers(sessionId), PUBLIC);
  const existing = useApi<PublicAppointment | null>(
    DENTICARE_URLS.public.sessionAppointment(sessionId),
    PUBLIC,
  );
  const keptClient = useApi<PublicClient | null>(DENTICARE_URLS.public.sessionClient(sessionId), PUBLIC);
  if (centers.isLoading || existing.isLoading || keptClient.isLoading) return <PageLoading />;
  const appointment = existing.data?.data ?? null;
  if (appointment?.status === 'BOOKED' && !change) return <GoTo path={DENTICARE_PATHS.existing} />;
  return (
    <BookingSteps
      title={title}
      sessionId={sessionId}
      onStartAgain={onStartAgain}
      centers={centers.data?.data ?? null}
      appointment={appointment?.status === 'CANCELLED' ? null : appointment}
      kept={keptClient.data?.data ?? null}
      resume={resume}
      change={change}
    />
  );
}

/** The three steps, starting from what the session has already (the slot chosen again, the details kept). */
function BookingSteps({
  title,
  sessionId,
  onStartAgain,
  centers,
  appointment,
  kept,
  resume,
  change,
}: StepsProps) {
  const words = useDenticareWords();
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const client = useApiClient();
  const navigate = useNavigate();
  const { show } = useToast();
  const forgetSession = useForgetSession();
  const rememberAppointment = useRememberAppointment();
  const isHeld = appointment?.status === 'HELD';
  const [step, setStep] = useState<BookingStep>(() =>
    resume && isHeld ? (kept === null ? 'step2' : 'step3') : 'step1',
  );
  // Seed 001 §4: an existing appointment restores centre, dentist, day, month and slot.
  const [choice, setChoice] = useState<SlotChoice>(() =>
    appointment === null ? NO_CHOICE : choiceOf(appointment, change),
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

  const onChoice = useCallback((next: SlotChoice) => {
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
      if (result.errorCode === SLOT_TAKEN) {
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

  const confirm = async (marketingConsentAgreed: boolean) => {
    setProblem(null);
    const result = await client.request<PublicAppointment>('POST', DENTICARE_URLS.public.confirm, {
      auth: false,
      quiet: true,
      body: {
        clientSessionId: sessionId,
        marketingConsentAgreed,
        language: words.locale,
      },
    });
    if (!result.error) {
      await forgetSession();
      await rememberAppointment(result);
      show({ type: 'success', content: result.message ?? catalogue.success.appointmentBooked });
      void navigate(DENTICARE_PATHS.confirmOrder);
      return;
    }
    if (result.errorCode === HOLD_EXPIRED || result.errorCode === SLOT_TAKEN) {
      await forgetSession();
      const state: TakenState = {
        when: held === null ? null : slotWhen(held, words),
        nextAvailable: nextAvailableOf(result),
        serviceId: held?.serviceId ?? serviceId,
      };
      void navigate(
        result.errorCode === HOLD_EXPIRED ? DENTICARE_PATHS.retainedOrder : DENTICARE_PATHS.holdOn,
        {
          state,
        },
      );
      return;
    }
    setProblem(failureText(result));
  };

  const stepNumber = step === 'step1' ? 1 : step === 'step2' ? 2 : 3;
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.muted}>{format(d.stepCount, { current: stepNumber, total: 3 })}</p>
        <h2 ref={headingRef} tabIndex={-1} className={layout.subtitle}>
          {d.steps[step]}
        </h2>
      </div>
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
            appointment={held}
            client={person}
            problem={problem}
            onChangeSlot={() => {
              goTo('step1');
            }}
            onChangeDetails={() => {
              goTo('step2');
            }}
            onConfirm={confirm}
          />
        ) : null}
      </Suspense>
      <div>
        <Button variant="tertiary" onPress={onStartAgain}>
          {d.startAgain}
        </Button>
      </div>
    </div>
  );
}

/** The booking page: the booking of this tab's session; 'Start again' forces a new session (see ../../../denticare/session). */
export function BookAppointmentPage({ title }: BookAppointmentPageProps) {
  const initial = useDenticareSession();
  const [sessionId, setSessionId] = useState(initial);
  return (
    <Booking
      key={sessionId}
      title={title}
      sessionId={sessionId}
      onStartAgain={() => {
        setSessionId(refreshDenticareSessionId());
      }}
    />
  );
}
