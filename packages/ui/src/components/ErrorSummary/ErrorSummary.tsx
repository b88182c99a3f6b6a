import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useCatalogue, useCatalogueText } from '../LocaleProvider';
import * as styles from './ErrorSummary.css';
import { bringIntoView } from '../../private/bringIntoView';

/** One problem of an {@link ErrorSummary}: what is wrong, and the field it is at. */
export interface ErrorSummaryProblem {
  /** What is wrong and how to put it right, as the field itself says it (a catalogue text). */
  message: string;
  /** The id of the field, or of the element around it (a radio group, a calendar): its link goes there. */
  fieldId?: string;
  /**
   * Moves focus to the field where an id cannot, such as a form library's `setFocus(name)`; given the summary's
   * element, to look for the field in the summary's own form.
   */
  focus?: (summary: HTMLElement) => void;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The problems, in the order of their fields. Without any, nothing is shown. */
  problems: readonly ErrorSummaryProblem[];
  /** Default the catalogue's 'There is a problem'. */
  title?: string;
  /**
   * Each new value moves focus to the summary, so a screen reader reads it at once: give it the count of presses
   * of the button that found the problems (Next, Save). Without it the summary never takes focus.
   */
  focusKey?: string | number;
  /** Default 2. */
  headingLevel?: 2 | 3 | 4;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether `element` can take focus by keyboard and is not hidden from the person (a select's hidden twin). */
function isControl(element: Element): boolean {
  return element.matches(FOCUSABLE) && element.closest('[aria-hidden="true"]') === null;
}

/**
 * Moves focus to the control of a field and brings it into view: `element` itself, else the first control inside
 * it (a radio group's first radio, a calendar's first day), else the nearest one around it (the button of a
 * select whose hidden twin carries the field's name).
 */
export function focusControl(element: HTMLElement): void {
  const controlIn = (scope: Element) => [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].find(isControl);
  let control: HTMLElement | undefined = isControl(element) ? element : controlIn(element);
  for (
    let scope = element.parentElement;
    control === undefined && scope !== null;
    scope = scope.parentElement
  ) {
    control = controlIn(scope);
    if (scope.tagName === 'FORM') break;
  }
  bringIntoView(control ?? element, { block: 'center' });
  (control ?? element).focus({ preventScroll: true });
}

/** Moves focus to the field with `id` (see {@link focusControl}). Returns whether there was such a field. */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (element === null) return false;
  focusControl(element);
  return true;
}

/**
 * The problems of a form or a step, summed up above it once the person pressed its button (GOV.UK's and SGDS's
 * error summary): a heading, then each problem as a link to its field, which also shows the problem itself. The
 * button that found them stays enabled: pressing it is how the person learns what is missing. The summary takes
 * focus when it appears and on each new press (`focusKey`), so it is read out at once; its links move focus to
 * the fields.
 */
export function ErrorSummary({ problems, title, focusKey, headingLevel = 2 }: ErrorSummaryProps) {
  const catalogue = useCatalogue();
  const translate = useCatalogueText();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const hasProblems = problems.length > 0;
  useEffect(() => {
    if (focusKey === undefined || !hasProblems) return;
    bringIntoView(box.current, { block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [focusKey, hasProblems]);
  if (!hasProblems) return null;
  const Heading = `h${headingLevel}` as const;

  const follow = (problem: ErrorSummaryProblem) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (problem.focus !== undefined && box.current !== null) problem.focus(box.current);
    else if (problem.fieldId !== undefined) focusField(problem.fieldId);
  };

  return (
    <div ref={box} className={styles.summary} tabIndex={-1} aria-labelledby={titleId} role="group">
      <Heading id={titleId} className={styles.title}>
        {title ?? catalogue.validation.problemSummaryTitle}
      </Heading>
      <ul className={styles.list}>
        {problems.map((problem, index) => (
          <li key={`${problem.fieldId ?? ''}${String(index)}`}>
            <a
              className={styles.link}
              href={problem.fieldId === undefined ? '#' : `#${problem.fieldId}`}
              onClick={follow(problem)}
            >
              {translate(problem.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
