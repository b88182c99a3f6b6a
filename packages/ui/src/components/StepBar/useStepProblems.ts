import { useCallback, useState } from 'react';

/** What {@link useStepProblems} gives a step bar's page. */
export interface StepProblems {
  /**
   * How many times Next was pressed on the current step while it could not move on: from 1 the step shows its
   * problems at their fields and sums them up; give it to the summary's `focusKey`, so each press brings it back.
   */
  problemsShown: number;
  /** For the bar's `onInvalidNext`. */
  showProblems: () => void;
}

/**
 * Counts the presses of Next on a step that cannot move on, for the {@link StepBar}'s `onInvalidNext`: a new step
 * starts with its problems not shown, so a person is told what is missing only once they asked to go on.
 */
export function useStepProblems(currentStepId: string): StepProblems {
  const [presses, setPresses] = useState<{ step: string; count: number } | null>(null);
  const showProblems = useCallback(() => {
    setPresses((pressed) => ({
      step: currentStepId,
      count: pressed?.step === currentStepId ? pressed.count + 1 : 1,
    }));
  }, [currentStepId]);
  return { problemsShown: presses?.step === currentStepId ? presses.count : 0, showProblems };
}
