import { messages, myDenticarePageMessages, type DenticareAppointment } from '@careportal/domain';
import { Button, useToast } from '@careportal/ui';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../auth/returnPath';
import { DENTICARE_URLS, SCHEDULE_PATH, slotBody } from './client';
import { SlotChooser, defaultResource, useResources } from './SlotChooser';
import { SlotForm } from './SlotForm';
import { useSlotForm } from './useSlotForm';

const text = myDenticarePageMessages;

/**
 * A new time for `appointment`, at its clinic: the slot chooser and Confirm (PUT …/{id}/reschedule), then
 * 'Reschedule appointment successfully' and back to the page it came from (`returnTo`), else the schedule. A time
 * that would clash with a booking of someone the customer cares for is warned of above Confirm; a time taken
 * meanwhile offers the next free ones.
 */
export function NewTime({ appointment }: { appointment: DenticareAppointment }) {
  const { show } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('returnTo')) ?? SCHEDULE_PATH;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useSlotForm(headingRef);
  const resources = useResources(appointment.serviceId, appointment.centerId);
  const body = slotBody(
    appointment.serviceId,
    appointment.centerId,
    form.choice,
    defaultResource(resources.data?.data ?? undefined),
  );

  const confirm = () =>
    form.submit(body, {
      method: 'PUT',
      url: DENTICARE_URLS.client.reschedule(appointment.id),
      onSent: async () => {
        show({ type: 'success', content: messages.success.appointmentRescheduled });
        await navigate(back);
      },
    });

  return (
    <SlotForm
      headingId="denticare-new-time"
      title={text.newTimeTitle}
      intro={text.newTimeIntro}
      headingRef={headingRef}
      form={form}
      isComplete={body !== null}
    >
      <SlotChooser
        serviceId={appointment.serviceId}
        centerId={appointment.centerId}
        choice={form.choice}
        onChange={form.change}
        clashSubject={{ appointmentId: appointment.id }}
        action={
          <Button isLoading={form.isSending} onPress={() => void confirm()}>
            {text.confirmNewTime}
          </Button>
        }
      />
    </SlotForm>
  );
}
