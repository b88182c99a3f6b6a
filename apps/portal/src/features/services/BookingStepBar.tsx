import { bookingPageMessages, type ServiceSummary } from '@careportal/domain';
import { StepBar, type StepBarProps } from '@careportal/ui';
import { useNavigate } from 'react-router';
import { serviceLine } from './bookingWords';
import type { BookingStepId } from './steps';
import { textStyles } from '../../shell/textStyles';
import { MY_SERVICES_PATH } from '../../paths';

const text = bookingPageMessages;

/** Props of {@link BookingStepBar}: the page's steps, and what the bar's Next does on the current one. */
export interface BookingStepBarProps<Step extends BookingStepId> extends Pick<
  StepBarProps,
  'isCurrentStepValid' | 'onInvalidNext' | 'onNext' | 'isNextLoading' | 'nextLabel' | 'children'
> {
  /** The service booked for, named above the steps. */
  service: ServiceSummary;
  /** The page's steps, in order. */
  steps: readonly Step[];
  current: Step;
  /** The steps done, ticked in the bar. */
  completed: readonly string[];
  /** Moves to `step` (a step picked in the bar, or the one before on Back). */
  onGo: (step: Step) => void;
}

/**
 * A booking page's steps (/book-preclass-sessions, /book-preclass-intake): the service booked for, then the step
 * bar with the current step's content. Back goes to the step before; Exit, once confirmed, goes back to My
 * Services, keeping what is booked.
 */
export function BookingStepBar<Step extends BookingStepId>({
  service,
  steps,
  current,
  completed,
  onGo,
  ...bar
}: BookingStepBarProps<Step>) {
  const navigate = useNavigate();
  return (
    <>
      <p className={textStyles.flush}>{serviceLine(service)}</p>
      <StepBar
        {...bar}
        steps={steps.map((id) => ({ id, label: text.steps[id] }))}
        currentStepId={current}
        completedStepIds={completed}
        navLabel={text.stepsNavigation}
        exitConfirmBody={text.exitConfirmBody}
        onStepChange={onGo as (id: string) => void}
        onBack={() => {
          const previous = steps[steps.indexOf(current) - 1];
          if (previous !== undefined) onGo(previous);
        }}
        onExit={() => {
          void navigate(MY_SERVICES_PATH);
        }}
      />
    </>
  );
}
