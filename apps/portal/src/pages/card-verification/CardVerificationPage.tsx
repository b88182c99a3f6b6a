import { cardPageMessages } from '@careportal/domain';
import { Inline, Link, Stack } from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import {
  CARDS_PATH,
  authenticateUrl,
  callOnce,
  forgetCall,
  type CardResult,
} from '../../features/payments/cardApi';
import { CardOutcome, type CardOutcomeState } from '../../features/payments/CardOutcome';
import { verificationOutcome } from '../../features/payments/cardVerification';

const text = cardPageMessages;

/** Props of {@link CardVerificationPage}. */
export interface CardVerificationPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * The bank's 3-D Secure page returns here (route CardVerification, `?cardId=…`): the page asks the API for the
 * outcome once (POST linkpay/cards/{id}/authenticate) and shows it: saved, not decided yet (back to the bank's
 * page), or declined ('Your credit / debit card is not valid', the card removed) with Try again.
 */
export function CardVerificationPage({ title }: CardVerificationPageProps) {
  const client = useApiClient();
  const [params] = useSearchParams();
  const cardId = params.get('cardId');
  const [outcome, setOutcome] = useState<CardOutcomeState>({ kind: 'working', label: text.verifyingCard });

  useEffect(() => {
    if (cardId === null || cardId === '') return;
    let isShown = true;
    const key = `verify-card:${cardId}`;
    void callOnce(key, () =>
      client.request<CardResult>('POST', authenticateUrl(cardId), { quiet: true }),
    ).then((result) => {
      const next = verificationOutcome(result);
      // Not decided yet: the person goes back to the bank's page, and the next visit asks again.
      if (next.kind === 'to-bank') forgetCall(key);
      if (isShown) setOutcome(next);
    });
    return () => {
      isShown = false;
    };
  }, [cardId, client]);

  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {cardId === null || cardId === '' ? (
        <Stack space="md">
          <p>{text.noCardToVerify}</p>
          <Inline space="sm" alignY="center">
            <Link href={CARDS_PATH} variant="primaryButton">
              {text.backToCards}
            </Link>
          </Inline>
        </Stack>
      ) : (
        <CardOutcome state={outcome} />
      )}
    </Stack>
  );
}
