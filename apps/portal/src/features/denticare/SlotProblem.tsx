import { myDenticarePageMessages, type PublicSlot } from '@careportal/domain';
import { InlineAlert, RadioGroup } from '@careportal/ui';
import { nextSlotLabel } from './client';

const text = myDenticarePageMessages;

/** Props of {@link SlotProblem}. */
export interface SlotProblemProps {
  /** What went wrong, in the server's words ('Sorry, someone else is booking this time…'). */
  message: string;
  /** The next free slots a taken time offers; null for any other refusal. */
  nextAvailable: readonly PublicSlot[] | null;
  /** Fills the form in with a slot offered. */
  onChoose: (slot: PublicSlot) => void;
}

/**
 * Why a booking or a change was refused, announced at once. When the time was taken meanwhile, the next free
 * times follow as a radio group; choosing one fills the form in, for the person to check and book.
 */
export function SlotProblem({ message, nextAvailable, onChoose }: SlotProblemProps) {
  return (
    <InlineAlert tone="error" title={message}>
      {nextAvailable === null ? null : nextAvailable.length === 0 ? (
        <p>{text.nextFreeNone}</p>
      ) : (
        <RadioGroup
          label={text.nextFreeTitle}
          options={nextAvailable.map((slot) => ({
            value: `${slot.startsAt}|${slot.resourceId}`,
            label: nextSlotLabel(slot),
            description: slot.resourceName,
          }))}
          onChange={(value) => {
            const slot = nextAvailable.find((each) => `${each.startsAt}|${each.resourceId}` === value);
            if (slot !== undefined) onChoose(slot);
          }}
        />
      )}
    </InlineAlert>
  );
}
