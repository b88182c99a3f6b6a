import { denticarePageMessages } from '@careportal/domain';
import { Button, InlineAlert, Stack, useCatalogue, useLocale, useTranslated } from '@careportal/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import {
  useDenticareWords,
  DENTICARE_PATHS,
  holdSlot,
  nextAvailableOf,
  requestForSlot,
  slotWhen,
  type BookingResume,
  type PublicSlot,
} from './api';
import { useForgetSession } from './useForgetSession';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link NextSlots}. */
export interface NextSlotsProps {
  slots: readonly PublicSlot[];
  clientSessionId: string;
  serviceId: string;
  /** The session's booked appointment is being changed (PUT). */
  change?: boolean;
}

/**
 * The next free slots, each one button that holds it for the session and goes on with the booking. If that
 * one is taken too, the list shows the newer free slots and says so.
 */
export function NextSlots({ slots: first, clientSessionId, serviceId, change = false }: NextSlotsProps) {
  const words = useDenticareWords();
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const text = d.holdOn;
  const client = useApiClient();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const headingId = useId();
  const [slots, setSlots] = useState<readonly PublicSlot[]>(first);
  const [holding, setHolding] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (slot: PublicSlot) => {
    setHolding(slot.startsAt + slot.resourceId);
    setProblem(null);
    const result = await holdSlot(
      client,
      { ...requestForSlot(slot, clientSessionId, serviceId), language: words.locale },
      change,
    );
    setHolding(null);
    if (!result.error) {
      await forgetSession();
      const state: BookingResume = { resume: true, change };
      void navigate(DENTICARE_PATHS.book, { state });
      return;
    }
    if (result.errorCode === 'SLOT_TAKEN') {
      setSlots(nextAvailableOf(result));
      setProblem(format(text.body, { when: slotWhen(slot, words) }));
      return;
    }
    setProblem(result.errorMessage ?? catalogue.generic.somethingWentWrong);
  };

  return (
    <Stack aria-labelledby={headingId} as="section" space="sm">
      <h2 id={headingId} className={textStyles.subtitle}>
        {text.nextFree}
      </h2>
      <div role="alert">{problem !== null ? <InlineAlert tone="warning" title={problem} /> : null}</div>
      {slots.length === 0 ? (
        <p className={textStyles.flush}>{text.noneFree}</p>
      ) : (
        <Stack space="sm">
          {slots.map((slot) => (
            <Button
              key={slot.startsAt + slot.resourceId}
              variant="secondary"
              fullWidth
              isLoading={holding === slot.startsAt + slot.resourceId}
              isDisabled={holding !== null}
              onPress={() => {
                void pick(slot);
              }}
            >
              {format(text.pick, { when: slotWhen(slot, words), dentist: slot.resourceName })}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
