import { useCatalogue, useToast } from '@careportal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../data/ApiProvider';
import {
  useDenticareWords,
  DENTICARE_PATHS,
  DENTICARE_URLS,
  nextAvailableOf,
  slotWhen,
  type PublicAppointment,
  type TakenState,
} from '../api';
import { useForgetSession, useRememberAppointment } from '../useForgetSession';
import { failureText } from './failureText';

/** The review's Confirm (see {@link useConfirmBooking}). */
export interface ConfirmBooking {
  /** Confirms the held slot, with the marketing consent given. */
  confirm: (marketingConsentAgreed: boolean) => Promise<void>;
  /** Why the last Confirm failed, or null. */
  problem: string | null;
}

/**
 * Confirms the session's held slot (POST review/confirm, in the page's language): booked, to
 * /denticare/confirm-order with its notice; a hold that lapsed to /denticare/retained-order, a slot someone else
 * took meanwhile to /denticare/hold-on, each with the next free times; any other refusal stays, said.
 */
export function useConfirmBooking(sessionId: string, held: PublicAppointment): ConfirmBooking {
  const words = useDenticareWords();
  const catalogue = useCatalogue();
  const client = useApiClient();
  const navigate = useNavigate();
  const { show } = useToast();
  const forgetSession = useForgetSession();
  const rememberAppointment = useRememberAppointment();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async (marketingConsentAgreed: boolean) => {
    setProblem(null);
    const result = await client.request<PublicAppointment>('POST', DENTICARE_URLS.public.confirm, {
      auth: false,
      quiet: true,
      body: {
        clientSessionId: sessionId,
        marketingConsentAgreed,
        language: words.locale,
      },
    });
    if (!result.error) {
      await forgetSession();
      await rememberAppointment(result);
      show({ type: 'success', content: result.message ?? catalogue.success.appointmentBooked });
      void navigate(DENTICARE_PATHS.confirmOrder);
      return;
    }
    if (result.errorCode === 'HOLD_EXPIRED' || result.errorCode === 'SLOT_TAKEN') {
      await forgetSession();
      const state: TakenState = {
        when: slotWhen(held, words),
        nextAvailable: nextAvailableOf(result),
        serviceId: held.serviceId,
      };
      void navigate(
        result.errorCode === 'HOLD_EXPIRED' ? DENTICARE_PATHS.retainedOrder : DENTICARE_PATHS.holdOn,
        {
          state,
        },
      );
      return;
    }
    setProblem(failureText(result));
  };

  return { confirm, problem };
}
