import {
  messages,
  myDenticarePageMessages,
  type DenticareCenterDetail,
  type DenticareService,
} from '@careportal/domain';
import { Button, Inline, RadioGroup, Skeleton, SkeletonGroup, useToast } from '@careportal/ui';
import { useRef, useState } from 'react';
import { Query } from '../../data/Query';
import { useViewedApi } from '../people/useViewedApi';
import { DENTICARE_URLS, EMPTY_CHOICE, slotBody } from './client';
import { useRefreshSlots } from './slotSearch';
import { SlotChooser, defaultResource, useResources } from './SlotChooser';
import { SlotForm } from './SlotForm';
import { useSlotForm } from './useSlotForm';

const text = myDenticarePageMessages;

/** Props of {@link BookForm}. */
export interface BookFormProps {
  /** After a booking: the appointments are read again. */
  onBooked: () => Promise<unknown>;
  /** After a refusal that says the person may not book (blacklisted, not registered): the status is read again. */
  onRefused: () => Promise<unknown>;
}

/**
 * The booking form: the service, the clinic, then the slot ({@link SlotChooser}), and Book. Choosing a service
 * clears the clinic, choosing a clinic clears the slot. A taken time keeps the person here, told so, with the
 * next free times to choose from.
 */
export function BookForm({ onBooked, onRefused }: BookFormProps) {
  const { show } = useToast();
  const services = useViewedApi<DenticareService[]>(DENTICARE_URLS.client.services);
  const serviceList = services.data?.data ?? undefined;
  const [chosenService, setService] = useState<string | null>(null);
  const serviceId = chosenService ?? (serviceList?.length === 1 ? (serviceList[0]?.serviceId ?? null) : null);
  const centers = useViewedApi<DenticareCenterDetail[]>(
    serviceId === null ? null : DENTICARE_URLS.client.centers(serviceId),
  );
  const [centerId, setCenter] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useSlotForm(headingRef);
  const resources = useResources(serviceId ?? '', serviceId === null ? null : centerId);
  const refreshSlots = useRefreshSlots();

  const body =
    serviceId === null || centerId === null
      ? null
      : slotBody(serviceId, centerId, form.choice, defaultResource(resources.data?.data ?? undefined));

  const book = () =>
    form.submit(body, {
      method: 'POST',
      url: DENTICARE_URLS.client.book,
      onSent: async () => {
        show({ type: 'success', content: messages.success.appointmentBooked });
        form.setChoice(EMPTY_CHOICE);
        await Promise.all([onBooked(), refreshSlots()]);
      },
      onRefused: async (result) => {
        if (result.errorCode === 'BLACKLISTED' || result.errorCode === 'NOT_REGISTERED') await onRefused();
      },
    });
  const bookButton = (
    <Button isLoading={form.isSending} onPress={() => void book()}>
      {text.bookButton}
    </Button>
  );

  return (
    <SlotForm
      headingId="denticare-book"
      title={text.bookTitle}
      intro={text.bookIntro}
      headingRef={headingRef}
      form={form}
      isComplete={body !== null}
      onChoose={(slot) => {
        setCenter(slot.centerId);
      }}
    >
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
                form.setChoice(EMPTY_CHOICE);
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
                      form.change(EMPTY_CHOICE);
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
            {serviceId === null || centerId === null ? (
              <Inline space="sm" alignY="center">
                {bookButton}
              </Inline>
            ) : (
              <SlotChooser
                serviceId={serviceId}
                centerId={centerId}
                choice={form.choice}
                onChange={form.change}
                action={bookButton}
              />
            )}
          </>
        )}
      </Query>
    </SlotForm>
  );
}
