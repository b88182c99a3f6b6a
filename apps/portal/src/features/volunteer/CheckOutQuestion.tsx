import { AlertDialog } from '@careportal/ui';
import { useCheckInText } from './useCheckInText';

/**
 * "Check out now?": check-out cannot be undone that day (one check-in and one check-out a day), so it asks first,
 * with focus on "Not yet". Open while it is shown; `onAnswer` says whether the volunteer is leaving.
 */
export function CheckOutQuestion({ onAnswer }: { onAnswer: (isLeaving: boolean) => void }) {
  const { text } = useCheckInText();
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onAnswer(false);
      }}
      title={text.checkOutConfirmTitle}
      confirmLabel={text.checkOutConfirm}
      cancelLabel={text.checkOutNotYet}
      closeOnConfirm={false}
      onConfirm={() => {
        onAnswer(true);
      }}
    >
      {text.checkOutConfirmBody}
    </AlertDialog>
  );
}
