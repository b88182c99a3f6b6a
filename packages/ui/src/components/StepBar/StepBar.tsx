import { messages, registrationSteps, type Messages, type RegistrationStep } from '@careportal/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import { ExitConfirmDialog } from '../ExitConfirmDialog';
import { Button } from '../Button';
import { CheckIcon, Icon } from '../Icon';
import { useCatalogue, useLocale } from '../LocaleProvider';
import * as styles from './StepBar.css';
import { bringIntoView } from '../../private/bringIntoView';

/** The names of the registration wizard's steps (seed 001 section 4) in `catalogue`, keyed by step id. */
export function registrationStepLabelsOf(catalogue: Messages) {
  return {
    ServiceSelection: catalogue.registration.steps.serviceSelection,
    HealthDeclaration: catalogue.registration.steps.healthDeclaration,
    YourDetails: catalogue.registration.steps.yourDetails,
    YourAddress: catalogue.registration.steps.yourAddress,
    EmergencyContact: catalogue.registration.steps.emergencyContact,
    ReviewInformation: catalogue.registration.steps.reviewInformation,
  } as const satisfies Record<RegistrationStep, string>;
}

/**
 * The default names of the registration wizard's steps, keyed by step id: the catalogue's, in English. The bar
 * shows them in the language in force, given through `stepLabels` or as the steps' labels alike.
 */
export const REGISTRATION_STEP_LABELS = registrationStepLabelsOf(messages);

/** The English default names by step id, to tell them from a name an app gave. */
const englishStepLabels: Readonly<Record<string, string | undefined>> = REGISTRATION_STEP_LABELS;

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
  /**
   * Whether the current step may move on. Next stays enabled either way (GOV.UK, SGDS): on a step that is not
   * valid it calls `onInvalidNext`, for the step to show each problem at its field and sum them up.
   */
  isCurrentStepValid: boolean;
  /** Next was pressed on a step that is not valid (and has no `nextFormId`): show the step's problems. */
  onInvalidNext?: () => void;
  /** Called with a completed step the person chose to revisit. */
  onStepChange: (id: string) => void;
  onBack: () => void;
  /** Called by Next on a valid step, unless `nextFormId` makes Next submit the step's form instead. */
  onNext: () => void;
  /** The current step's content, shown between the steps and the buttons. */
  children?: ReactNode;
  /**
   * The id of the current step's form. Next then submits that form (`requestSubmit`), so the form validates and
   * reports its problems as its own Save would; `onNext` and `onInvalidNext` are not called by Next.
   */
  nextFormId?: string;
  /** Default the catalogue's 'Next'; e.g. 'Add to cart' on the last step. */
  nextLabel?: string;
  /**
   * Default true. False hides Back and Next (Exit form stays) while the step's content moves on by buttons of
   * its own, such as the health declaration's questions, so that a person never meets two Next buttons.
   */
  showBackAndNext?: boolean;
  /**
   * Default true. False keeps Back and Exit but leaves Next to the step's content, which shows it where the person
   * acts: beside a choice held in view at the foot of the screen (a SlotPicker's `action`), so that a person never
   * meets two Next buttons, nor a Next a screen away from what they chose.
   */
  showNext?: boolean;
  /**
   * The id of Next, for a page whose step content shows the same Next at times (`showNext`): one id wherever it
   * sits, so that what refers to it (the announcement of its wait to a screen reader) still finds it after it moves.
   */
  nextId?: string;
  /** Called once the person confirmed leaving the form. */
  onExit: () => void;
  /** Shows a spinner on Next while the step is saved. */
  isNextLoading?: boolean;
  /** Names of steps given without a label. Default {@link registrationStepLabelsOf} the catalogue in force. */
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

/**
 * The registration wizard's steps for a service category, with their names (Active Ageing has 6): by default the
 * catalogue's English ones, which the bar shows in the language in force.
 */
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

type StepState = 'completed' | 'current' | 'upcoming';

/** How long a new step may take to show its heading (a step loaded on demand) before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Whether `element` is shown: not inside content that a loading step hides (React keeps the step before hidden,
 * `display: none`, while the next one loads) up to `content`.
 */
function isShown(element: HTMLElement, content: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node !== null && node !== content; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

/** The step's heading: its first level-2 heading shown, else its first heading shown. */
function headingIn(content: HTMLElement): HTMLElement | null {
  const shown = (selector: string) =>
    [...content.querySelectorAll<HTMLElement>(selector)].find((heading) => isShown(heading, content));
  return shown('h2') ?? shown('h3, h4') ?? null;
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  bringIntoView(heading, { block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * Moves focus, and the page, to the heading of each new step the person goes to (not when the bar first shows:
 * the page's title comes first then). It waits for a step whose content is still loading, and follows the heading
 * if the step draws it anew as its data arrives (focus would otherwise fall back to the page), until the person
 * moves focus themselves.
 */
function useFocusOnStepChange(currentStepId: string) {
  const content = useRef<HTMLDivElement>(null);
  const shown = useRef(currentStepId);
  useEffect(() => {
    if (shown.current === currentStepId) return undefined;
    shown.current = currentStepId;
    const element = content.current;
    if (element === null) return undefined;
    const document = element.ownerDocument;
    let focused: HTMLElement | null = null;
    /** Focuses the step's heading, unless the one focused is still there or the person has gone elsewhere. */
    const focusIfNeeded = () => {
      const active = document.activeElement;
      const isLost = active === null || active === document.body;
      if (focused !== null && (focused.isConnected || !isLost)) return;
      const heading = headingIn(element);
      if (heading === null) return;
      focusHeading(heading);
      focused = document.activeElement === heading ? heading : null;
    };
    focusIfNeeded();
    const observer = new MutationObserver(() => {
      const movedOn = focused !== null && focused.isConnected && document.activeElement !== focused;
      if (movedOn) observer.disconnect();
      else focusIfNeeded();
    });
    observer.observe(element, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [currentStepId]);
  return content;
}

/**
 * The registration wizard's progress, the current step's content and its Exit form, Back and Next buttons. A
 * navigation landmark holds an ordered list of steps: the current one is marked `aria-current="step"`, finished
 * ones are buttons to go back to, and later ones cannot be reached from here. Exit asks for confirmation first.
 * Next is never disabled: on a step with problems it shows them (`onInvalidNext`, or the step's form). On each new
 * step, focus and the page move to the step's heading.
 */
export function StepBar({
  steps,
  currentStepId,
  completedStepIds,
  isCurrentStepValid,
  onStepChange,
  onBack,
  onNext,
  onInvalidNext,
  onExit,
  children,
  nextFormId,
  nextLabel,
  showBackAndNext = true,
  showNext = true,
  nextId,
  isNextLoading = false,
  stepLabels: stepLabelsProp,
  exitConfirmTitle,
  exitConfirmBody,
  navLabel,
  formatStepCount,
  completedHint,
}: StepBarProps) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const defaultStepLabels: Readonly<Record<string, string | undefined>> = registrationStepLabelsOf(catalogue);
  const stepLabels = stepLabelsProp ?? defaultStepLabels;
  /** A step's name. The English default names (`registrationStepItems` gives them) follow the language too. */
  const nameOf = (s: StepBarStep): string => {
    if (s.label === undefined) return stepLabels[s.id] ?? s.id;
    return s.label === englishStepLabels[s.id] ? (defaultStepLabels[s.id] ?? s.label) : s.label;
  };
  const stepCount = (current: number, total: number) =>
    formatStepCount
      ? formatStepCount(current, total)
      : format(catalogue.registration.stepCount, { current, total });
  const [isExitOpen, setExitOpen] = useState(false);
  const currentIndex = Math.max(
    0,
    steps.findIndex((s) => s.id === currentStepId),
  );
  const isFirst = currentIndex === 0;
  const content = useFocusOnStepChange(currentStepId);
  const current = steps[currentIndex];

  const stateOf = (id: string, index: number): StepState => {
    if (index === currentIndex) return 'current';
    return completedStepIds.includes(id) ? 'completed' : 'upcoming';
  };

  return (
    <div className={styles.root}>
      <nav aria-label={navLabel ?? catalogue.registration.stepsNavigation} className={styles.nav}>
        <p className={styles.count} aria-live="polite">
          <span>{stepCount(currentIndex + 1, steps.length)}</span>
          {current === undefined ? null : (
            <>
              {' '}
              <span className={styles.countName}>{nameOf(current)}</span>
            </>
          )}
        </p>
        <ol className={styles.list}>
          {steps.map((s, index) => {
            const state = stateOf(s.id, index);
            const label = nameOf(s);
            const content = (
              <>
                <span className={styles.marker} aria-hidden="true">
                  {state === 'completed' ? <Icon icon={CheckIcon} size="small" /> : index + 1}
                </span>
                <span className={styles.stepLabel}>
                  {label}
                  {state === 'completed' ? (
                    <VisuallyHidden>, {completedHint ?? catalogue.registration.stepCompleted}</VisuallyHidden>
                  ) : null}
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
      <div ref={content} className={styles.content}>
        {children}
      </div>
      <div className={styles.actions}>
        <Button
          variant="tertiary"
          aria-haspopup="dialog"
          onPress={() => {
            setExitOpen(true);
          }}
        >
          {catalogue.labels.exitForm}
        </Button>
        {showBackAndNext ? (
          <div className={styles.forward}>
            {isFirst ? null : (
              <Button variant="secondary" onPress={onBack}>
                {catalogue.labels.back}
              </Button>
            )}
            {showNext ? (
              <Button
                id={nextId}
                onPress={() => {
                  if (nextFormId !== undefined) submitForm(nextFormId);
                  else if (isCurrentStepValid) onNext();
                  else onInvalidNext?.();
                }}
                isLoading={isNextLoading}
              >
                {nextLabel ?? catalogue.labels.next}
              </Button>
            ) : null}
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
