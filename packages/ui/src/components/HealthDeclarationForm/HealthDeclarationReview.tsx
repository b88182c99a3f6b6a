import {
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  OTHERS,
  messages,
  orDash,
  type HealthDeclarationAnswers,
  type HealthDeclarationLanguage,
} from '@careportal/domain';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { DetailList } from '../DetailList';
import type { HealthDeclarationQuestionStep } from './HealthDeclarationForm';
import * as styles from './HealthDeclarationForm.css';
import { LanguageSwitch } from './LanguageSwitch';
import { useHealthDeclarationText } from './useHealthDeclarationText';

/** One line of the review: the question and the answer. */
type Row = [question: string, answer: ReactNode];

/** Props of {@link HealthDeclarationReview}. */
export interface HealthDeclarationReviewProps {
  /** The answers, as `HealthDeclarationForm` gave them. */
  value: Partial<HealthDeclarationAnswers>;
  /** The language to read them back in. Default English. */
  language?: HealthDeclarationLanguage;
  /** Shows the language switch, for the page to change `language`. */
  onLanguageChange?: (language: HealthDeclarationLanguage) => void;
  /** Shows an Edit button on each group, called with the step that asks its questions. */
  onEdit?: (step: HealthDeclarationQuestionStep) => void;
  /** Hides the Edit buttons. */
  isReadOnly?: boolean;
  /** Default 2; the groups' headings are one level below. */
  headingLevel?: 2 | 3;
}

/**
 * A list answer in the language shown: each chosen option's label ('Others' gives way to its text), one to a
 * line when there are several, a dash when none. An option the catalogue does not know reads as it was saved.
 */
function listAnswer(
  chosen: readonly string[] | undefined,
  other: string | null | undefined,
  labels: Readonly<Record<string, string>>,
): ReactNode {
  const lines = (chosen ?? []).map((choice) =>
    choice === OTHERS && other?.trim() ? other.trim() : (labels[choice] ?? choice),
  );
  if (lines.length === 0) return messages.generic.dash;
  if (lines.length === 1) return lines[0];
  return (
    <ul className={styles.answers}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The health declaration read back before it is saved (the ReviewInformation step), in the language chosen: the
 * answers of each question step under its title, each group with an Edit button that names it, then the statement
 * the person declares. Follows `PersonalDetailsReview`.
 */
export function HealthDeclarationReview({
  value,
  language: asked = DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  onLanguageChange,
  onEdit,
  isReadOnly = false,
  headingLevel = 2,
}: HealthDeclarationReviewProps) {
  const { text, language } = useHealthDeclarationText(asked);
  const frequency = value.timesExerciseAWeek;
  const groups: [step: HealthDeclarationQuestionStep, rows: Row[]][] = [
    [
      'HealthStatus',
      [
        [
          text.whyJoinQuestion,
          listAnswer(
            value.whyJoinOurExerciseProgramme,
            value.whyJoinOurExerciseProgrammeOther,
            text.joinReasons,
          ),
        ],
        [text.exerciseQuestion, frequency ? text.exerciseFrequencies[frequency] : orDash(frequency)],
      ],
    ],
    [
      'HealthCondition',
      [
        [
          text.healthConditionsQuestion,
          listAnswer(value.healthConditions, value.healthConditionsOther, text.healthConditions),
        ],
        [
          text.injuriesQuestion,
          listAnswer(value.injureAnyOfTheseBodyParts, value.injureAnyOfTheseBodyPartsOther, text.bodyParts),
        ],
      ],
    ],
  ];
  const GroupHeading = `h${String(headingLevel + 1)}` as 'h3' | 'h4';

  return (
    <div lang={language}>
      <Card title={text.steps.ReviewInformation} headingLevel={headingLevel}>
        <div className={styles.groups}>
          {onLanguageChange ? <LanguageSwitch language={language} onChange={onLanguageChange} /> : null}
          {groups.map(([step, rows]) => (
            <div key={step} className={styles.group}>
              <div className={styles.groupHeader}>
                <GroupHeading className={styles.groupHeading}>{text.steps[step]}</GroupHeading>
                {!isReadOnly && onEdit ? (
                  <Button
                    variant="secondary"
                    onPress={() => {
                      onEdit(step);
                    }}
                  >
                    {text.actions.edit}
                    <VisuallyHidden> {text.steps[step]}</VisuallyHidden>
                  </Button>
                ) : null}
              </div>
              <DetailList items={rows.map(([label, answer]) => ({ label, value: answer }))} />
            </div>
          ))}
          <p className={styles.declaration}>{text.declaration}</p>
        </div>
      </Card>
    </div>
  );
}
