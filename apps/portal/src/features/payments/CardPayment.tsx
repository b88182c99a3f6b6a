import { formatMessage, formatMoney, messages, paymentPageMessages } from '@careportal/domain';
import { Button, CardTile, CardTileGroup, Inline, InlineAlert, Link, Skeleton, Stack } from '@careportal/ui';
import { useState } from 'react';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import {
  PAYMENT_URLS,
  endPaymentAttempt,
  type OrderDetail,
  type PaymentResult,
  type SavedCard,
} from './paymentApi';
import { RefusalAlert } from './RefusalAlert';
import { usePaymentAttempt } from './usePaymentAttempt';

const text = paymentPageMessages;
const QUIET = { quiet: true } as const;
const CARDS_ADD = '/cards/add';

/** Props of {@link CardPayment}. */
export interface CardPaymentProps {
  order: OrderDetail;
  /** The order is paid. */
  onPaid: () => void;
  /** Leaves for the card issuer's 3-D Secure page (the browser's own navigation by default). */
  redirect?: (url: string) => void;
}

function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * Paying by a saved card: the active cards on tiles (the default first and chosen), then Pay. The card issuer
 * may ask for 3-D Secure: the person goes to its page and comes back to /payment/verification. A refusal stays on
 * the page with the catalogue's words, and the order stays payable; a second press while the first is on its way
 * sends nothing, and a retry after no answer sends the same key, so a card is never charged twice.
 */
export function CardPayment(props: CardPaymentProps) {
  const cards = useApi<SavedCard[]>(PAYMENT_URLS.cards, QUIET);
  return (
    <Query query={cards} loading={<Skeleton shape="block" aspectRatio={4} />}>
      {(saved) => <CardChoice {...props} cards={saved} />}
    </Query>
  );
}

/** The saved cards to pay with, once read. */
function CardChoice({
  order,
  onPaid,
  redirect = leaveFor,
  cards,
}: CardPaymentProps & { cards: SavedCard[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { attempt, isPaying, refusal, clearRefusal } = usePaymentAttempt<PaymentResult>(order.id, 'CARD');
  const active = cards.filter((card) => card.status === 'ACTIVE');
  const cardId = chosenId ?? active.find((card) => card.isDefault)?.id ?? active[0]?.id ?? null;

  if (cardId === null) {
    return (
      <Stack space="md">
        <InlineAlert tone="info" title={messages.payment.noCards} role="status" />
        <Inline space="sm" alignY="center">
          <Link href={CARDS_ADD} variant="primaryButton">
            {text.addCard}
          </Link>
        </Inline>
      </Stack>
    );
  }

  const pay = () =>
    attempt(PAYMENT_URLS.payments, { orderId: order.id, cardId }, (answer) => {
      if (answer.authentication.required && answer.authentication.redirectUrl) {
        // The attempt goes on at the issuer's page; the verification page ends it.
        redirect(answer.authentication.redirectUrl);
        return;
      }
      endPaymentAttempt(order.id, 'CARD');
      onPaid();
    });

  return (
    <Stack space="md">
      <CardTileGroup
        label={text.savedCards}
        value={cardId}
        onChange={(next) => {
          setChosenId(next);
          clearRefusal();
        }}
        isDisabled={isPaying}
      >
        {active.map((card) => (
          <CardTile key={card.id} brand={card.brand} cardNumber={card.last4} value={card.id} />
        ))}
      </CardTileGroup>
      <RefusalAlert refusal={refusal} />
      <Inline space="sm" alignY="center">
        <Button isLoading={isPaying} onPress={() => void pay()}>
          {formatMessage(text.payAmount, { amount: formatMoney(order.payableCents) })}
        </Button>
        <Link href={CARDS_ADD} variant="secondaryButton">
          {text.addCard}
        </Link>
      </Inline>
    </Stack>
  );
}
