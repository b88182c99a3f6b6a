import { cardPageMessages } from '@careportal/domain';
import { Inline, Link, Stack } from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { config } from '../../config';
import {
  ADD_CARD_PATH,
  CARDS_PATH,
  CARDS_URL,
  callOnce,
  gatewayCardFormUrl,
  type CardResult,
} from '../../features/payments/cardApi';
import { CardOutcome, type CardOutcomeState } from '../../features/payments/CardOutcome';
import { failureMessage } from '../../data/client';

const text = cardPageMessages;

/** Props of {@link AddCardPage}. */
export interface AddCardPageProps {
  /** The route's title, the page's h1. */
  title: string;
  /** The card gateway's base URL. Default the configured one (`VITE_CARD_GATEWAY_URL`, else the API's sandbox). */
  gatewayUrl?: string;
}

/** What the outcome of POST linkpay/cards is. */
export function addCardOutcome(result: {
  error: boolean;
  data: CardResult | null;
  errorMessage: string | null;
}): CardOutcomeState {
  if (result.error || result.data === null) {
    return { kind: 'refused', message: failureMessage(result) };
  }
  const { card, authentication } = result.data;
  if (authentication.required && authentication.redirectUrl !== null) {
    return { kind: 'to-bank', redirectUrl: authentication.redirectUrl, isAgain: false };
  }
  return { kind: 'saved', card };
}

/**
 * Add a card (route AddCard). A real gateway's hosted page takes the card's details, so the number never passes
 * through careportal's pages or API: Continue opens the gateway's secure page, which comes back here with a
 * one-time token; the page then saves it (POST linkpay/cards {token}), once, and takes the token out of the
 * address once it is answered. A card the bank must confirm leads to its 3-D Secure page, which returns to /cards/verification. A
 * refusal shows here and, by the seeds' wrapper rule for the add-card call, as a message too.
 */
export function AddCardPage({ title, gatewayUrl = config.cardGatewayUrl }: AddCardPageProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<CardOutcomeState | null>(() =>
    token === null ? null : { kind: 'working', label: text.savingCard },
  );

  useEffect(() => {
    if (token === null) return;
    let isShown = true;
    void callOnce(`add-card:${token}`, () =>
      client.request<CardResult>('POST', CARDS_URL, { quiet: true, body: { token } }),
    ).then((result) => {
      if (!isShown) return;
      setOutcome(addCardOutcome(result));
      // A one-time token: a reload or Back must not send it again.
      void navigate(ADD_CARD_PATH, { replace: true });
    });
    return () => {
      isShown = false;
    };
  }, [token, client, navigate]);

  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {outcome === null ? (
        <Stack as="section" space="md" aria-label={title}>
          <p>{text.addCardIntro}</p>
          <Stack as="ol" space="md">
            {text.addCardSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Stack>
          <Inline space="sm" alignY="center">
            <Link href={gatewayCardFormUrl(gatewayUrl, window.location.origin)} variant="primaryButton">
              {text.continueToGateway}
            </Link>
            <Link href={CARDS_PATH} variant="secondaryButton">
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
