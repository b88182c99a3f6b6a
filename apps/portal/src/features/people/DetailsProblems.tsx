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
 * What the server said is wrong with the details, announced at once, each with the name of its field: the
 * field errors of a 400, 'Loved one is already mapped under your profile' and 'This is your own ID number'. (The personal-details form
 * shows 'The NRIC is already found in the system' at the ID field itself, with its link.)
 */
export function DetailsProblems({ problem, checkedConflict = null }: DetailsProblemsProps) {
  const conflict = problem.conflict ?? checkedConflict;
  const conflictMessage =
    conflict === 'LOVED_ONE_MAPPED'
      ? messages.validation.lovedOneAlreadyMapped
      : conflict === 'OWN_NRIC' && problem.conflict === null
        ? messages.validation.ownNationalId
        : null;
  const lines = [
    ...(conflictMessage === null ? [] : [{ key: 'nric', label: labelOf('nric'), message: conflictMessage }]),
    ...problem.fieldErrors.map((error, index) => ({
      key: `${error.path}-${String(index)}`,
      label: labelOf(error.path),
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
