import { formatMessage, messages, registrationSteps, type RegistrationStep } from '@careportal/domain';
import { useState, type ReactNode } from 'react';
import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import { ExitConfirmDialog } from '../ExitConfirmDialog';
import { Button } from '../Button';
import { CheckIcon, Icon } from '../Icon';
import * as styles from './StepBar.css';

/** The default names of the registration wizard's steps (seed 001 section 4), keyed by step id; the catalogue's. */
export const REGISTRATION_STEP_LABELS = {
  ServiceSelection: messages.registration.steps.serviceSelection,
  HealthDeclaration: messages.registration.steps.healthDeclaration,
  YourDetails: messages.registration.steps.yourDetails,
  YourAddress: messages.registration.steps.yourAddress,
  EmergencyContact: messages.registration.steps.emergencyContact,
  ReviewInformation: messages.registration.steps.reviewInformation,
} as const satisfies Record<RegistrationStep, string>;

/** One step of the bar. Without a `label`, the name comes from the bar's `stepLabels`. */
export interface StepBarStep {
  id: string;
  label?: string;
}

/** Props of {@link StepBar}. */
export interface StepBarProps {
  /** The steps in order, e.g. `registrationStepItems(categoryName)`. */
  steps: readonly StepBarStep[];
  currentStepId: string;
  /** Steps the person has finished; only these can be revisited. */
  completedStepIds: readonly string[];
  /** Next is enabled only when the current step is valid. */
  isCurrentStepValid: boolean;
  /** Called with a completed step the person chose to revisit. */
  onStepChange: (id: string) => void;
  onBack: () => void;
  /** Called by Next, unless `nextFormId` makes Next submit the step's form instead. */
  onNext: () => void;
  /** The current step's content, shown between the steps and the buttons. */
  children?: ReactNode;
  /**
   * The id of the current step's form. Next then submits that form (`requestSubmit`), so the form validates and
   * reports as its own Save would; `onNext` is not called by Next.
   */
  nextFormId?: string;
  /** Default the catalogue's 'Next'; e.g. 'Add to cart' on the last step. */
  nextLabel?: string;
  /**
   * Default true. False hides Back and Next (Exit form stays) while the step's content moves on by buttons of
   * its own, such as the health declaration's questions, so that a person never meets two Next buttons.
   */
  showBackAndNext?: boolean;
  /** Called once the person confirmed leaving the form. */
  onExit: () => void;
  /** Shows a spinner on Next while the step is saved. */
  isNextLoading?: boolean;
  /** Names of steps given without a label. Default {@link REGISTRATION_STEP_LABELS}. */
  stepLabels?: Readonly<Record<string, string>>;
  /** Default the catalogue's 'Leave this form?'. */
  exitConfirmTitle?: ReactNode;
  /** Default the catalogue's 'What you have entered so far will not be saved.'. */
  exitConfirmBody?: ReactNode;
  /** Name of the navigation landmark. Default the catalogue's 'Registration steps'. */
  navLabel?: string;
  /** The visible progress text. Default the catalogue's `Step {current} of {total}`. */
  formatStepCount?: (current: number, total: number) => string;
  /** Read by screen readers after a finished step's name. Default the catalogue's 'completed'. */
  completedHint?: string;
}

/** The registration wizard's steps for a service category, with their names (Active Ageing has 6). */
export function registrationStepItems(
  categoryName: string | null | undefined,
  stepLabels: Readonly<Record<string, string>> = REGISTRATION_STEP_LABELS,
): StepBarStep[] {
  return registrationSteps(categoryName).map((id) => ({ id, label: stepLabels[id] ?? id }));
}

/**
 * Submits the form with `id` as its own submit button would (validation and its submit handler run). Next is never
 * a native submit button: the press that moves to a step with a form would otherwise submit that form too, as the
 * browser's click lands on the button now in Next's place.
 */
function submitForm(id: string): void {
  const form = document.getElementById(id);
  if (form instanceof HTMLFormElement) form.requestSubmit();
}

const defaultStepCount = (current: number, total: number) =>
  formatMessage(messages.registration.stepCount, { current, total });

type StepState = 'completed' | 'current' | 'upcoming';

/**
 * The registration wizard's progress, the current step's content and its Exit form, Back and Next buttons. A
 * navigation landmark holds an ordered list of steps: the current one is marked `aria-current="step"`, finished
 * ones are buttons to go back to, and later ones cannot be reached from here. Exit asks for confirmation first.
 */
export function StepBar({
  steps,
  currentStepId,
  completedStepIds,
  isCurrentStepValid,
  onStepChange,
  onBack,
  onNext,
  onExit,
  children,
  nextFormId,
  nextLabel = messages.labels.next,
  showBackAndNext = true,
  isNextLoading = false,
  stepLabels = REGISTRATION_STEP_LABELS,
  exitConfirmTitle = messages.labels.exitConfirmTitle,
  exitConfirmBody = messages.labels.exitConfirmBody,
  navLabel = messages.registration.stepsNavigation,
  formatStepCount = defaultStepCount,
  completedHint = messages.registration.stepCompleted,
}: StepBarProps) {
  const [isExitOpen, setExitOpen] = useState(false);
  const currentIndex = Math.max(
    0,
    steps.findIndex((s) => s.id === currentStepId),
  );
  const isFirst = currentIndex === 0;

  const stateOf = (id: string, index: number): StepState => {
    if (index === currentIndex) return 'current';
    return completedStepIds.includes(id) ? 'completed' : 'upcoming';
  };

  return (
    <div className={styles.root}>
      <nav aria-label={navLabel} className={styles.nav}>
        <p className={styles.count} aria-live="polite">
          {formatStepCount(currentIndex + 1, steps.length)}
        </p>
        <ol className={styles.list}>
          {steps.map((s, index) => {
            const state = stateOf(s.id, index);
            const label = s.label ?? stepLabels[s.id] ?? s.id;
            const content = (
              <>
                <span className={styles.marker} aria-hidden="true">
                  {state === 'completed' ? <Icon icon={CheckIcon} size="small" /> : index + 1}
                </span>
                <span className={styles.stepLabel}>
                  {label}
                  {state === 'completed' ? <VisuallyHidden>, {completedHint}</VisuallyHidden> : null}
                </span>
              </>
            );
            return (
              <li key={s.id} className={styles.item}>
                {state === 'completed' ? (
                  <AriaButton
                    className={`${styles.step} ${styles.stepButton}`}
                    data-state={state}
                    onPress={() => {
                      onStepChange(s.id);
                    }}
                  >
                    {content}
                  </AriaButton>
                ) : (
                  <span
                    className={styles.step}
                    data-state={state}
                    aria-current={state === 'current' ? 'step' : undefined}
                  >
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {children === undefined || children === null ? null : <div className={styles.content}>{children}</div>}
      <div className={styles.actions}>
        <Button
          variant="tertiary"
          aria-haspopup="dialog"
          onPress={() => {
            setExitOpen(true);
          }}
        >
          {messages.labels.exitForm}
        </Button>
        {showBackAndNext ? (
          <div className={styles.forward}>
            {isFirst ? null : (
              <Button variant="secondary" onPress={onBack}>
                {messages.labels.back}
              </Button>
            )}
            <Button
              onPress={() => {
                if (nextFormId === undefined) onNext();
                else submitForm(nextFormId);
              }}
              isDisabled={!isCurrentStepValid}
              isLoading={isNextLoading}
            >
              {nextLabel}
            </Button>
          </div>
        ) : null}
      </div>
      <ExitConfirmDialog
        isOpen={isExitOpen}
        onOpenChange={setExitOpen}
        title={exitConfirmTitle}
        body={exitConfirmBody}
        onConfirm={onExit}
      />
    </div>
  );
}
