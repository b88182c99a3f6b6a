import { myDenticarePageMessages, type PublicSlot } from '@careportal/domain';
import { InlineAlert, Stack } from '@careportal/ui';
import type { ReactNode, RefObject } from 'react';
import { SlotProblem } from './SlotProblem';
import type { SlotFormState } from './useSlotForm';
import { textStyles } from '../../shell/textStyles';

const text = myDenticarePageMessages;

/** Props of {@link SlotForm}. */
export interface SlotFormProps {
  /** The id of the heading, which names the section. */
  headingId: string;
  title: string;
  intro: string;
  /** The heading, where focus goes to read out what is wrong (the one given to {@link useSlotForm}). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The form's state, from {@link useSlotForm}. */
  form: SlotFormState;
  /** Whether every part of the slot is chosen: the 'choose every part' message is shown only until it is. */
  isComplete: boolean;
  /** What else a free time offered fills in, besides the slot (the booking form's clinic). */
  onChoose?: (slot: PublicSlot) => void;
  /** The choices and the button. */
  children: ReactNode;
}

/**
 * A form that books or changes a dental appointment's slot: its heading (where focus goes to read out what is
 * wrong) and intro, 'choose every part' when the button was pressed too soon, why the last try was refused with
 * the next free times to choose from ({@link SlotProblem}), then the choices.
 */
export function SlotForm({
  headingId,
  title,
  intro,
  headingRef,
  form,
  isComplete,
  onChoose,
  children,
}: SlotFormProps) {
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Stack space="sm">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={textStyles.sectionTitle}>
          {title}
        </h2>
        <p>{intro}</p>
      </Stack>
      {form.missing && !isComplete ? <InlineAlert tone="error" title={text.chooseAll} /> : null}
      {form.refusal === null ? null : (
        <SlotProblem
          message={form.refusal.message}
          nextAvailable={form.refusal.nextAvailable}
          onChoose={(slot) => {
            onChoose?.(slot);
            form.choose(slot);
          }}
        />
      )}
      {children}
    </Stack>
  );
}
