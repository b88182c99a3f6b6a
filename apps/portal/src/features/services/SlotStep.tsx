import { bookingPageMessages, formatMessage, messages } from '@careportal/domain';
import { Button, ErrorSummary, Inline, InlineAlert, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useId, type ReactNode } from 'react';
import { bookingWhen, windowLabel } from './bookingWords';
import { SlotPicker } from './SlotPicker';
import { useClashWarning } from '../scheduling/useClashWarning';
import type { SlotBooking } from './useSlotBooking';
import { Query } from '../../data/Query';
import { textStyles } from '../../shell/textStyles';

const text = bookingPageMessages;

function SessionsLeft({ booking }: { booking: SlotBooking }) {
  if (booking.max === 0) return <InlineAlert tone="info" title={messages.booking.noSessionsLeft} />;
  return <p className={textStyles.subtitle}>{formatMessage(text.sessions.left, { count: booking.max })}</p>;
}

function Slots({
  booking,
  problem,
  pickerId,
  action,
}: {
  booking: SlotBooking;
  problem: string | null;
  pickerId: string;
  action: ReactNode;
}) {
  const { slots } = booking;
  const clashWarning = useClashWarning(
    { serviceId: booking.serviceId, type: booking.type },
    booking.selected,
  );
  if (slots === null) return null;
  const isSession = booking.type === 'SESSION';
  const chooseLabel = isSession
    ? formatMessage(text.sessions.choose, { count: booking.max })
    : text.appointment[booking.type === 'POST_SESSION' ? 'POST_SESSION' : 'PRE_SESSION'].choose;
  const body = (
    <Query
      query={slots}
      loading={
        <SkeletonGroup>
          <Skeleton shape="block" aspectRatio={4} />
        </SkeletonGroup>
      }
      isEmpty={(answer) => answer.slots.every((slot) => booking.isBookedAt(slot.startsAt))}
      empty={<p className={textStyles.flush}>{text.slots.none}</p>}
    >
      {(answer) => (
        <div id={pickerId}>
          {problem === null ? null : <InlineAlert tone="error" role="status" title={problem} />}
          <SlotPicker
            slots={answer.slots.filter((slot) => !booking.isBookedAt(slot.startsAt))}
            window={booking.window}
            max={booking.max}
            selected={booking.selected}
            onChange={booking.setSelected}
            notice={clashWarning}
            action={action}
          />
        </div>
      )}
    </Query>
  );
  return (
    <Stack aria-label={chooseLabel} as="section" space="lg">
      <Stack space="sm">
        <h3 className={textStyles.subtitle}>{chooseLabel}</h3>
        <p className={textStyles.mutedFlush}>{windowLabel(booking.window)}</p>
      </Stack>
      {body}
      <Inline space="sm" alignY="center">
        {booking.window.index > 0 ? (
          <Button
            variant="secondary"
            onPress={() => {
              booking.showWindow(booking.window.index - 1);
            }}
          >
            {text.slots.earlier}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onPress={() => {
            booking.showWindow(booking.window.index + 1);
          }}
        >
          {text.slots.later}
        </Button>
      </Inline>
    </Stack>
  );
}

/** The bookings of the step's type: booked, or being confirmed. */
function Booked({ booking, title }: { booking: SlotBooking; title: string }) {
  if (booking.shown.length === 0) return null;
  return (
    <Stack aria-label={title} as="section" space="sm">
      <h3 className={textStyles.subtitle}>{title}</h3>
      <Stack as="ul" space="xs" className={textStyles.flush}>
        {booking.shown.map(({ booking: each, isConfirming }) => (
          <li key={each.id}>
            {bookingWhen(each)}: {isConfirming ? text.confirming : text.confirmed}
          </li>
        ))}
      </Stack>
      {booking.confirmation === 'gave-up' ? <InlineAlert tone="info" title={text.notConfirmedYet} /> : null}
    </Stack>
  );
}

/** Props of {@link SlotStep}. */
export interface SlotStepProps {
  booking: SlotBooking;
  /** How many times Next found no time chosen (ui useStepProblems); from 1 the step says so. */
  problemsShown?: number;
  /** The step's Next (Book 2 sessions), beside the choice at the foot of the screen while times are shown. */
  action?: ReactNode;
}

/**
 * A booking step: the pre-assessment, the sessions or the post-assessment. Its heading (the step bar focuses it
 * when the step opens), what it is, why a booking was refused, what is booked, and the vacant times to choose
 * from. Next before a time is chosen, where one must be, says so at the picker and above it.
 */
export function SlotStep({ booking, problemsShown = 0, action }: SlotStepProps) {
  const pickerId = useId();
  const problem = problemsShown > 0 ? text.slots.chooseFirst : null;
  const words =
    booking.type === 'SESSION'
      ? { title: text.sessions.title, intro: text.sessions.intro, booked: text.sessions.booked }
      : text.appointment[booking.type];
  return (
    <Stack space="lg">
      <Stack space="sm">
        <h2 className={textStyles.title}>{words.title}</h2>
        <p className={textStyles.flush}>{words.intro}</p>
      </Stack>
      <ErrorSummary
        problems={problem === null ? [] : [{ message: problem, fieldId: pickerId }]}
        focusKey={problemsShown}
        headingLevel={3}
      />
      {booking.refusal === null ? null : <InlineAlert tone="error" title={booking.refusal} />}
      <Booked booking={booking} title={words.booked} />
      {booking.type === 'SESSION' ? <SessionsLeft booking={booking} /> : null}
      <Slots booking={booking} problem={problem} pickerId={pickerId} action={action} />
    </Stack>
  );
}
