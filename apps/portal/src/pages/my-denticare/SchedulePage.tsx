import {
  DENTICARE_DUPLICATE_REDIRECT_MS,
  formatMessage,
  medicalHistoryPromptDay,
  messages,
  myDenticarePageMessages,
  withSupportContact,
  type DenticareCenterDetail,
  type DenticareClientStatus,
  type DenticareHistory,
  type DenticareService,
  type PublicSlot,
} from '@careportal/domain';
import { Button, InlineAlert, RadioGroup, Skeleton, SkeletonGroup, useToast } from '@careportal/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { layout } from '../../features/services/layout';
import { config } from '../../config';
import { MEDICAL_HISTORY_PROMPT_DATE_KEY, setItem } from '../../storage';
import { ActingForProvider, useActingFor } from '../../features/people/ActingForProvider';
import { useLovedOnes } from '../../features/people/useLovedOnes';
import { useViewedApi } from '../../features/people/useViewedApi';
import {
  DENTICARE_URLS,
  EMPTY_CHOICE,
  choiceOf,
  nextAvailableOf,
  SLOT_TAKEN,
  slotBody,
  type SlotChoice,
} from '../../features/denticare/client';
import { useRefreshSlots } from '../../features/denticare/slotSearch';
import { Appointments } from '../../features/denticare/Appointments';
import { SlotChooser, defaultResource, useResources } from '../../features/denticare/SlotChooser';
import { SlotProblem } from '../../features/denticare/SlotProblem';
import { failureMessage } from '../../data/client';

const text = myDenticarePageMessages;
const YOURSELF = 'yourself';

/** Whether the status says the person has a Denticare client. */
function isRegistered(status: DenticareClientStatus): boolean {
  return typeof status.denticareClientId === 'string' && status.denticareClientId !== '';
}

/** Whom the appointment is for, when the loved-one feature is on and the customer has loved ones. */
function PersonChoice() {
  const { lovedOneId, actFor, lovedOnesEnabled } = useActingFor();
  const { lovedOnes } = useLovedOnes(lovedOnesEnabled);
  if (!lovedOnesEnabled || lovedOnes === undefined || lovedOnes.length === 0) return null;
  return (
    <RadioGroup<string>
      label={text.personLabel}
      options={[
        { value: YOURSELF, label: text.personYourself },
        ...lovedOnes.map((lovedOne) => ({ value: lovedOne.id, label: lovedOne.name })),
      ]}
      value={lovedOneId ?? YOURSELF}
      onChange={(value) => {
        actFor(value === YOURSELF ? null : value);
      }}
    />
  );
}

/**
 * Not registered yet: what setting up means, and the button. A duplicate NRIC (409 DENTICARE_CLIENT_EXISTS)
 * shows the catalogue's message with the support contact and goes home after 2 s.
 */
function Register({ onRegistered }: { onRegistered: () => Promise<unknown> }) {
  const client = useApiClient();
  const { show } = useToast();
  const navigate = useNavigate();
  const [isSending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; goesHome: boolean } | null>(null);

  useEffect(() => {
    if (problem?.goesHome !== true) return undefined;
    const timer = setTimeout(() => {
      void navigate('/');
    }, DENTICARE_DUPLICATE_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [problem, navigate]);

  const register = async () => {
    setSending(true);
    setProblem(null);
    const result = await client.request('POST', DENTICARE_URLS.client.register, { quiet: true, body: {} });
    setSending(false);
    if (!result.error) {
      show({ type: 'success', content: messages.success.denticareClientCreated });
      // Seed 001 section 4: a new Denticare client has just answered for their health, so the medical-history
      // question waits a day, as if it had been asked today.
      setItem(MEDICAL_HISTORY_PROMPT_DATE_KEY, medicalHistoryPromptDay(new Date()));
      await onRegistered();
      return;
    }
    if (result.errorCode === 'DENTICARE_CLIENT_EXISTS') {
      setProblem({
        message: withSupportContact(messages.denticare.alreadyRegistered, config.supportEmail),
        goesHome: true,
      });
      return;
    }
    setProblem({ message: failureMessage(result), goesHome: false });
  };

  return (
    <section className={layout.section} aria-labelledby="denticare-register">
      <h2 id="denticare-register" className={layout.sectionTitle}>
        {text.registerTitle}
      </h2>
      <p>{text.registerText}</p>
      {problem === null ? null : (
        <InlineAlert tone="error" title={problem.message}>
          {problem.goesHome ? <p>{text.goingHome}</p> : null}
        </InlineAlert>
      )}
      <div className={layout.actions}>
        <Button isLoading={isSending} isDisabled={problem?.goesHome === true} onPress={() => void register()}>
          {text.registerButton}
        </Button>
      </div>
    </section>
  );
}

/** The refusal of the last booking, with the next free times when the time was taken. */
interface Refusal {
  message: string;
  nextAvailable: PublicSlot[] | null;
}

/**
 * The booking form: the service, the clinic, then the slot ({@link SlotChooser}), and Book. Choosing a service
 * clears the clinic, choosing a clinic clears the slot. A taken time keeps the person here, told so, with the
 * next free times to choose from.
 */
function BookForm({
  onBooked,
  onRefused,
}: {
  onBooked: () => Promise<unknown>;
  onRefused: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const { show } = useToast();
  const services = useViewedApi<DenticareService[]>(DENTICARE_URLS.client.services);
  const serviceList = services.data?.data ?? undefined;
  const [chosenService, setService] = useState<string | null>(null);
  const serviceId = chosenService ?? (serviceList?.length === 1 ? (serviceList[0]?.serviceId ?? null) : null);
  const centers = useViewedApi<DenticareCenterDetail[]>(
    serviceId === null ? null : DENTICARE_URLS.client.centers(serviceId),
  );
  const [centerId, setCenter] = useState<string | null>(null);
  const [choice, setChoice] = useState<SlotChoice>(EMPTY_CHOICE);
  const resources = useResources(serviceId ?? '', serviceId === null ? null : centerId);
  const [isSending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshSlots = useRefreshSlots();

  const body =
    serviceId === null || centerId === null
      ? null
      : slotBody(serviceId, centerId, choice, defaultResource(resources.data?.data ?? undefined));

  const book = async () => {
    if (body === null) {
      setMissing(true);
      headingRef.current?.focus();
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await client.request('POST', DENTICARE_URLS.client.book, { quiet: true, body: body });
    setSending(false);
    if (!result.error) {
      show({ type: 'success', content: messages.success.appointmentBooked });
      setChoice(EMPTY_CHOICE);
      await Promise.all([onBooked(), refreshSlots()]);
      return;
    }
    const nextAvailable = result.errorCode === SLOT_TAKEN ? nextAvailableOf(result) : null;
    setRefusal({ message: failureMessage(result), nextAvailable });
    headingRef.current?.focus();
    if (nextAvailable !== null) {
      // The time is gone: it leaves the choice and the times shown.
      setChoice((current) => ({ ...current, time: null }));
      await refreshSlots();
    }
    if (result.errorCode === 'BLACKLISTED' || result.errorCode === 'NOT_REGISTERED') await onRefused();
  };

  const form = (
    <Query
      query={services}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={3} />
        </SkeletonGroup>
      }
      isEmpty={(list) => list.length === 0}
      empty={<p>{text.noServices}</p>}
    >
      {(list) => (
        <>
          <RadioGroup
            label={text.serviceLabel}
            value={serviceId}
            onChange={(value) => {
              setService(value);
              setCenter(null);
              setChoice(EMPTY_CHOICE);
            }}
            options={list.map((service) => ({
              value: service.serviceId,
              label: service.serviceName,
              description: service.description,
            }))}
          />
          {serviceId === null ? null : (
            <Query
              query={centers}
              loading={
                <SkeletonGroup>
                  <Skeleton shape="text" lines={3} />
                </SkeletonGroup>
              }
            >
              {(centerList) => (
                <RadioGroup
                  label={text.centreLabel}
                  value={centerId}
                  onChange={(value) => {
                    setCenter(value);
                    setChoice(EMPTY_CHOICE);
                    setMissing(false);
                  }}
                  options={centerList.map((center) => ({
                    value: center.centerId,
                    label: center.centerName,
                    description: `${center.address}, ${center.postalCode}`,
                  }))}
                />
              )}
            </Query>
          )}
          {serviceId === null || centerId === null ? null : (
            <SlotChooser
              serviceId={serviceId}
              centerId={centerId}
              choice={choice}
              onChange={(next) => {
                setChoice(next);
                setMissing(false);
              }}
            />
          )}
          <div className={layout.actions}>
            <Button isLoading={isSending} onPress={() => void book()}>
              {text.bookButton}
            </Button>
          </div>
        </>
      )}
    </Query>
  );

  return (
    <section className={layout.section} aria-labelledby="denticare-book">
      <div className={layout.stack}>
        <h2 id="denticare-book" ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
          {text.bookTitle}
        </h2>
        <p>{text.bookIntro}</p>
      </div>
      {missing && body === null ? <InlineAlert tone="error" title={text.chooseAll} /> : null}
      {refusal === null ? null : (
        <SlotProblem
          message={refusal.message}
          nextAvailable={refusal.nextAvailable}
          onChoose={(slot) => {
            setCenter(slot.centerId);
            setChoice(choiceOf(slot));
            setRefusal(null);
          }}
        />
      )}
      {form}
    </section>
  );
}

/**
 * The Denticare part of the page for the person the customer acts for: their status first (GET status), then
 * setting up their record, or the phone number to call when they cannot book online, or the booking form; and
 * their appointments.
 */
function PersonDenticare() {
  const status = useViewedApi<DenticareClientStatus>(DENTICARE_URLS.client.status);
  const history = useViewedApi<DenticareHistory>(
    status.data?.data !== undefined && status.data.data !== null && isRegistered(status.data.data)
      ? DENTICARE_URLS.client.history
      : null,
  );

  return (
    <Query
      query={status}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="card" lines={4} />
        </SkeletonGroup>
      }
    >
      {(current) => {
        if (!isRegistered(current)) return <Register onRegistered={() => status.mutate()} />;
        return (
          <>
            {current.blackListed === true ? (
              <InlineAlert tone="warning" title={text.blacklistedTitle}>
                <p>{formatMessage(messages.denticare.blacklisted, { phone: config.supportPhone })}</p>
              </InlineAlert>
            ) : (
              <BookForm onBooked={() => history.mutate()} onRefused={() => status.mutate()} />
            )}
            <Appointments history={history} />
          </>
        );
      }}
    </Query>
  );
}

/** Props of {@link SchedulePage}. */
export interface SchedulePageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * My dental appointments (route MyDenticareSchedule, /my-denticare/schedule): for the customer or, with the
 * loved-one feature on, a loved one (`view-as`); registers the Denticare client when needed; books a slot; and
 * lists the appointments by Upcoming, Completed and Cancelled, with Reschedule and Cancel.
 */
export function SchedulePage({ title }: SchedulePageProps) {
  return (
    <ActingForProvider>
      <ScheduleContent title={title} />
    </ActingForProvider>
  );
}

function ScheduleContent({ title }: SchedulePageProps) {
  const { lovedOneId } = useActingFor();
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1>{title}</h1>
        <p>{text.intro}</p>
      </div>
      <PersonChoice />
      <PersonDenticare key={lovedOneId ?? YOURSELF} />
    </div>
  );
}
