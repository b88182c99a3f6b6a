import { cardPageMessages, messages } from '@careportal/domain';
import { render, screen, waitFor } from '@testing-library/react';
import type { DataRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortalScreen } from '../../test/screens/PortalScreen';
import { verificationOutcome } from '../../features/payments/cardVerification';
import {
  createFakePaymentsApi,
  FAKE_CHALLENGE_URL,
  FAKE_TOKENS,
  type FakePaymentsApi,
} from '../../features/payments/fakes/fakePaymentsApi';
import { PAYER_SESSION } from '../../test/screens/PaymentsScreen';
import { paymentsData, unusualCards } from '../../features/payments/fakes/samplePayments';
import { addCardOutcome } from './AddCardPage';

const text = cardPageMessages;

function pendingCard() {
  const card = unusualCards().find((candidate) => candidate.status === 'PENDING_VERIFICATION');
  if (card === undefined) throw new Error('The sample has no card waiting for its bank');
  return card;
}

/** The route table at `path`, signed in with a token, over `api`. */
function renderScreen(path: string, api: FakePaymentsApi): { router: () => DataRouter } {
  let made: DataRouter | undefined;
  render(
    <PortalScreen
      path={path}
      api={api}
      session={PAYER_SESSION}
      onRouter={(router) => {
        made = router;
      }}
    />,
  );
  return {
    router: () => {
      if (made === undefined) throw new Error('No router yet');
      return made;
    },
  };
}

describe('adding a card', () => {
  it('sends the one-time token once, takes it out of the address, and says the card is saved', async () => {
    const api = createFakePaymentsApi(paymentsData(undefined, []));
    const { router } = renderScreen(`/cards/add?token=${FAKE_TOKENS.approved}`, api);
    expect(await screen.findByRole('heading', { name: text.cardSavedTitle })).toBeInTheDocument();
    expect(router().state.location.search).toBe('');
    expect(api.calls.filter((call) => call === 'POST linkpay/cards')).toHaveLength(1);
    expect(api.data.cards).toMatchObject([{ last4: '4242', status: 'ACTIVE', isDefault: true }]);
  });

  it('shows the refusal on the page and as a message, even though the page hides messages', async () => {
    const api = createFakePaymentsApi(paymentsData(undefined, []));
    renderScreen(`/cards/add?token=${FAKE_TOKENS.used}`, api);
    expect(await screen.findByRole('heading', { name: text.cardNotSavedTitle })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByText(new RegExp(messages.payment.invalidCard))).toHaveLength(2);
    });
  });

  it("leads to the bank's page when it asks for 3-D Secure", () => {
    const card = pendingCard();
    expect(
      addCardOutcome({
        error: false,
        errorMessage: null,
        data: { card, authentication: { required: true, redirectUrl: FAKE_CHALLENGE_URL } },
      }),
    ).toEqual({ kind: 'to-bank', redirectUrl: FAKE_CHALLENGE_URL, isAgain: false });
  });
});

describe('verifying a card', () => {
  it('reads an approved, an undecided and a declined challenge', () => {
    const card = pendingCard();
    expect(
      verificationOutcome({
        error: false,
        errorMessage: null,
        data: { card: { ...card, status: 'ACTIVE' }, authentication: { required: false, redirectUrl: null } },
      }),
    ).toMatchObject({ kind: 'saved' });
    expect(
      verificationOutcome({
        error: false,
        errorMessage: null,
        data: { card, authentication: { required: true, redirectUrl: FAKE_CHALLENGE_URL } },
      }),
    ).toEqual({ kind: 'to-bank', redirectUrl: FAKE_CHALLENGE_URL, isAgain: true });
    expect(
      verificationOutcome({ error: true, errorMessage: messages.payment.cardNotValid, data: null }),
    ).toEqual({ kind: 'refused', message: messages.payment.cardNotValid });
  });

  it("asks the bank's decision once, even when the page is shown again (a declined card is gone after)", async () => {
    const cards = unusualCards().map((card) =>
      card.status === 'PENDING_VERIFICATION' ? { ...card, id: 'card-shown-twice' } : card,
    );
    const api = createFakePaymentsApi(paymentsData(undefined, cards), { verification: 'decline' });
    const first = render(
      <PortalScreen path="/cards/verification?cardId=card-shown-twice" api={api} session={PAYER_SESSION} />,
    );
    first.unmount();
    renderScreen('/cards/verification?cardId=card-shown-twice', api);
    expect(await screen.findByText(messages.payment.cardNotValid)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.endsWith('/authenticate'))).toHaveLength(1);
  });

  it('asks the API once and shows the outcome', async () => {
    const api = createFakePaymentsApi(paymentsData(undefined, unusualCards()));
    renderScreen('/cards/verification?cardId=card-visa-3220', api);
    expect(await screen.findByRole('heading', { name: text.cardSavedTitle })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.endsWith('/authenticate'))).toHaveLength(1);
  });
});
