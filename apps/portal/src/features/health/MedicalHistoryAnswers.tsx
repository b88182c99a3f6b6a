import {
  MEDICAL_HISTORY_QUESTIONS,
  MEDICAL_HISTORY_TEXT,
  formatDisplayDate,
  healthPageMessages,
  messages,
  orDash,
  type MedicalHistory,
} from '@careportal/domain';
import { DetailList, type DetailListItem } from '@careportal/ui';

const text = MEDICAL_HISTORY_TEXT;
const page = healthPageMessages.medicalHistory;
const { yes, no } = messages.labels;

/** A yes with what was said about it, or a no. */
function yesNo(answer: boolean, details: string | null | undefined): string {
  if (!answer) return no;
  const said = details?.trim() ?? '';
  return said === '' ? yes : `${yes}: ${said}`;
}

/** The answers of a medical history as they were saved, read only: every question, the conditions, the signature. */
export function medicalHistoryItems(history: MedicalHistory): DetailListItem[] {
  const conditions =
    history.conditions.length === 0 ? (
      page.conditionsNone
    ) : (
      <ul>
        {history.conditions.map((condition) => (
          <li key={condition.name}>
            {`${condition.name}: ${condition.controlled ? text.conditions.controlled : text.conditions.uncontrolled}`}
          </li>
        ))}
      </ul>
    );
  return [
    ...MEDICAL_HISTORY_QUESTIONS.map((question) => ({
      id: question,
      label: text.questions[question].question,
      value: yesNo(history[question].answer, history[question].details),
    })),
    {
      id: 'pregnancy',
      label: text.pregnancy.question,
      value: history.pregnancy.answer
        ? `${yes}: ${text.pregnancy.expectedDeliveryDate} ${formatDisplayDate(history.pregnancy.expectedDeliveryDate ?? null)}`
        : no,
    },
    { id: 'conditions', label: text.conditions.title, value: conditions },
    { id: 'others', label: text.others, value: orDash(history.others) },
    { id: 'signature.name', label: text.signature.name, value: history.signature.name },
    {
      id: 'signature.contactNumber',
      label: text.signature.contactNumber,
      value: history.signature.contactNumber || messages.generic.dash,
    },
    { id: 'signature.date', label: text.signature.date, value: formatDisplayDate(history.signature.date) },
  ];
}

/** Props of {@link MedicalHistoryAnswers}. */
export interface MedicalHistoryAnswersProps {
  history: MedicalHistory;
}

/** A medical history's answers as they were saved, to read: nothing on it can be changed. */
export function MedicalHistoryAnswers({ history }: MedicalHistoryAnswersProps) {
  return <DetailList items={medicalHistoryItems(history)} />;
}
