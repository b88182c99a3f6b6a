import type { PublicSlot } from '@careportal/domain';
import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { failureMessage, type ApiResult } from '../../data/client';
import { EMPTY_CHOICE, choiceOf, nextAvailableOf, type SlotChoice, type slotBody } from './client';
import { useRefreshSlots } from './slotSearch';

/** Why the last booking or change was refused, with the next free times when the time was taken. */
export interface SlotRefusal {
  message: string;
  nextAvailable: PublicSlot[] | null;
}

/** The slot a form sends once every part of it is chosen (see {@link slotBody}). */
export type SlotBody = NonNullable<ReturnType<typeof slotBody>>;

/** How a form sends its slot, and what follows (see {@link SlotFormState.submit}). */
export interface SlotSending {
  /** POST to book, PUT to change. */
  method: 'POST' | 'PUT';
  /** One of the signed-in calls of `DENTICARE_URLS.client`. */
  url: string;
  /** After the API has taken the slot: say so, and show what changed. */
  onSent: () => Promise<unknown>;
  /** After a refusal is on the page (and a taken time's free times are searched again). */
  onRefused?: (result: ApiResult) => Promise<unknown>;
}

/** The state of a form that books or changes a dental appointment's slot (see {@link useSlotForm}). */
export interface SlotFormState {
  /** What the person has chosen of the slot so far. */
  choice: SlotChoice;
  setChoice: Dispatch<SetStateAction<SlotChoice>>;
  /** The person chose a part of the slot: the choice, and the 'choose every part' message goes. */
  change: (next: SlotChoice) => void;
  /** The person took one of the next free times offered: it fills the choice in, and the refusal goes. */
  choose: (slot: PublicSlot) => void;
  /** The person pressed the button before choosing every part of the slot. */
  missing: boolean;
  isSending: boolean;
  refusal: SlotRefusal | null;
  /**
   * Sends `body` as `sending` says, or (null: a part is not chosen) asks for every part. A refusal is shown with
   * focus on the heading; a time taken meanwhile leaves the choice, and the times shown are searched again.
   */
  submit: (body: SlotBody | null, sending: SlotSending) => Promise<void>;
}

/**
 * What the booking form and the new-time form share: the slot chosen, the 'choose every part' message, the
 * pending button and the refusal, with the next free times to choose from when the time was taken. Focus goes
 * to the form's heading (`headingRef`) to read out what is wrong.
 */
export function useSlotForm(headingRef: RefObject<HTMLHeadingElement | null>): SlotFormState {
  const client = useApiClient();
  const [choice, setChoice] = useState<SlotChoice>(EMPTY_CHOICE);
  const [isSending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<SlotRefusal | null>(null);
  const refreshSlots = useRefreshSlots();

  const submit = async (body: SlotBody | null, { method, url, onSent, onRefused }: SlotSending) => {
    if (body === null) {
      setMissing(true);
      headingRef.current?.focus();
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await client.request(method, url, { quiet: true, body: body });
    setSending(false);
    if (!result.error) {
      await onSent();
      return;
    }
    const nextAvailable = result.errorCode === 'SLOT_TAKEN' ? nextAvailableOf(result) : null;
    setRefusal({ message: failureMessage(result), nextAvailable });
    headingRef.current?.focus();
    if (nextAvailable !== null) {
      // The time is gone: it leaves the choice and the times shown.
      setChoice((current) => ({ ...current, time: null }));
      await refreshSlots();
    }
    await onRefused?.(result);
  };

  return {
    choice,
    setChoice,
    change: (next) => {
      setChoice(next);
      setMissing(false);
    },
    choose: (slot) => {
      setChoice(choiceOf(slot));
      setRefusal(null);
    },
    missing,
    isSending,
    refusal,
    submit,
  };
}
