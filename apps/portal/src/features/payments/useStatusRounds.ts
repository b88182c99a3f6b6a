import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { PAYMENT_URLS, type OrderPaymentStatus, type StatusPoll } from './paymentApi';

/**
 * Asks the order's status every 3 s, at most 5 times a round (the seeds' polling), and says when it is paid. A
 * new round replaces the one before: when the code is shown, when the person comes back to the page (from their
 * banking app), and when they press Check again. Says whether the last round ended without the payment.
 */
export function useStatusRounds(orderId: string, onPaid: () => void, poll: StatusPoll) {
  const client = useApiClient();
  const [round, setRound] = useState(0);
  const [isRoundOver, setRoundOver] = useState(false);
  const paid = useEffectEvent(onPaid);

  useEffect(() => {
    let polls = 0;
    let stopped = false;
    const timer = setInterval(() => {
      polls += 1;
      const last = polls >= poll.timesPerRound;
      if (last) clearInterval(timer);
      void client
        .request<OrderPaymentStatus>('GET', PAYMENT_URLS.status(orderId), { quiet: true, background: true })
        .then((result) => {
          if (stopped) return;
          if (!result.error && result.data?.paid === true) {
            stopped = true;
            clearInterval(timer);
            paid();
          } else if (last) {
            setRoundOver(true);
          }
        });
    }, poll.intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, orderId, round, poll]);

  const startRound = useCallback(() => {
    setRoundOver(false);
    setRound((count) => count + 1);
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') startRound();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [startRound]);

  return { isRoundOver, startRound };
}
