import { messages } from '@careportal/domain';
import { PERSONAL_DETAILS_LABELS, Stack } from '@careportal/ui';
import { layout } from './layout';
import type { SaveProblem } from './useSaveDetails';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link DetailsProblems}. */
export interface DetailsProblemsProps {
  problem: SaveProblem;
  /** The conflict found by the ID check before saving, when the save found none. */
  checkedConflict?: SaveProblem['conflict'];
}

function labelOf(path: string): string | undefined {
  return path in PERSONAL_DETAILS_LABELS
    ? PERSONAL_DETAILS_LABELS[path as keyof typeof PERSONAL_DETAILS_LABELS]
    : undefined;
}

/**
 * What the form's own summary of problems cannot show, announced at once: a conflict the ID check found before
 * Save ('Loved one is already mapped under your profile', 'This is your own ID number'), and server errors about
 * a field the form does not have, each with its field's name. Errors at the form's fields, and the conflicts a
 * save answered, are shown at their fields and summed up by the form itself after Save. (The personal-details
 * form shows 'The NRIC is already found in the system' at the ID field itself, with its link.)
 */
export function DetailsProblems({ problem, checkedConflict = null }: DetailsProblemsProps) {
  const conflictMessage =
    problem.conflict !== null
      ? null
      : checkedConflict === 'LOVED_ONE_MAPPED'
        ? messages.validation.lovedOneAlreadyMapped
        : checkedConflict === 'OWN_NRIC'
          ? messages.validation.ownNationalId
          : null;
  const lines = [
    ...(conflictMessage === null ? [] : [{ key: 'nric', label: labelOf('nric'), message: conflictMessage }]),
    ...problem.fieldErrors
      .filter((error) => labelOf(error.path) === undefined)
      .map((error, index) => ({
        key: `${error.path}-${String(index)}`,
        label: undefined,
        message: error.message,
      })),
  ];
  return (
    <Stack role="alert" space="xs" className={layout.problems}>
      {lines.length > 0 ? (
        <>
          <p className={textStyles.strong}>{messages.profilePage.checkTheseDetails}</p>
          <ul>
            {lines.map((line) => (
              <li key={line.key}>
                {line.label === undefined ? line.message : `${line.label}: ${line.message}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Stack>
  );
}
