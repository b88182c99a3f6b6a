import { bookingPageMessages, messages, type ServiceSummary } from '@careportal/domain';
import { Button, StepBar, type StepBarProps } from '@careportal/ui';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { serviceLine } from './bookingWords';
import type { BookingStepId } from './steps';
import { textStyles } from '../../shell/textStyles';
import { MY_SERVICES_PATH } from '../../paths';

const text = bookingPageMessages;

/** Props of {@link BookingStepBar}: the page's steps, and what the bar's Next does on the current one. */
export interface BookingStepBarProps<Step extends BookingStepId> extends Pick<
  StepBarProps,
  'isCurrentStepValid' | 'onInvalidNext' | 'onNext' | 'isNextLoading' | 'nextLabel'
> {
  /**
   * The current step's content; as a function it is given the step's Next button, to show where the person acts
   * (a picker's action, held in view beside the choice) while `nextInContent` is true.
   */
  children?: ReactNode | ((next: ReactNode) => ReactNode);
  /** Whether the content shows Next (it was given it, and has a place for it now): the bar then keeps Back. */
  nextInContent?: boolean;
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
 * Services, keeping what is booked. While a step shows times to choose (`nextInContent`), its Next (Book 2
 * sessions) sits beside the choice at the foot of the screen instead of in the bar.
 */
export function BookingStepBar<Step extends BookingStepId>({
  service,
  steps,
  current,
  completed,
  onGo,
  children,
  nextInContent = false,
  ...bar
}: BookingStepBarProps<Step>) {
  const navigate = useNavigate();
  // One id for Next in the bar and in the content: a screen reader's announcement of its wait names it by id.
  const nextId = useId();
  // The bar's own Next, as the content shows it: the same checks, the same label and the same wait.
  const next = (
    <Button
      id={nextId}
      onPress={() => {
        if (bar.isCurrentStepValid) bar.onNext();
        else bar.onInvalidNext?.();
      }}
      isLoading={bar.isNextLoading}
    >
      {bar.nextLabel ?? messages.labels.next}
    </Button>
  );
  return (
    <>
      <p className={textStyles.flush}>{serviceLine(service)}</p>
      <StepBar
        {...bar}
        showNext={!nextInContent}
        nextId={nextId}
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
      >
        {typeof children === 'function' ? children(next) : children}
      </StepBar>
    </>
  );
}
