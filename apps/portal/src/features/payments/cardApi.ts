/**
 * Card Management's calls (docs/payments-api.md, "Cards"). The card number never reaches them: the gateway's own
 * page takes it and returns a one-time token, which POST linkpay/cards turns into a saved card.
 */
import { formatCardEnding } from '@careportal/domain';
import { cardFormUrl } from '../../config';
import { useApi } from '../../data/ApiProvider';

/** A saved card as linkpay/cards answers it. */
export interface SavedCard {
  id: string;
  /** The masked number: '•••• 4242'. */
  number: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  status: 'PENDING_VERIFICATION' | 'ACTIVE';
  isDefault: boolean;
}

/** POST linkpay/cards and its authenticate call: the card, and whether the bank asks to confirm it. */
export interface CardResult {
  card: SavedCard;
  authentication: { required: boolean; redirectUrl: string | null };
}

/** GET and POST linkpay/cards: the add-card call, whose errors always show (domain ADD_CARD_PATH). */
export const CARDS_URL = 'linkpay/cards';

/** Reads the saved cards (GET linkpay/cards), quietly: the page says what went wrong. */
export function useSavedCards() {
  return useApi<SavedCard[]>(CARDS_URL, { quiet: true });
}

/** PUT and DELETE linkpay/cards/{id}. */
export function cardUrl(id: string): string {
  return `${CARDS_URL}/${encodeURIComponent(id)}`;
}

/** POST linkpay/cards/{id}/authenticate. */
export function authenticateUrl(id: string): string {
  return `${cardUrl(id)}/authenticate`;
}

/** The page that adds a card; the gateway's page returns here with `?token=…`. */
export const ADD_CARD_PATH = '/cards/add';
/** Card Management. */
export const CARDS_PATH = '/cards';

/** The gateway's secure page for a new card, returning to this origin's {@link ADD_CARD_PATH}. */
export function gatewayCardFormUrl(gatewayUrl: string, origin: string): string {
  return cardFormUrl(gatewayUrl, `${origin}${ADD_CARD_PATH}`);
}

/** A card as named to a person and a screen reader: 'VISA ending in 4242'. */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${card.brand} ${formatCardEnding(card.last4)}`;
}

/** '12/2030'. */
export function cardExpiry(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>): {
  month: string;
  year: string;
} {
  return { month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) };
}

/**
 * The calls this page load has made, by key. A page shown again while its call runs or after it answered (the
 * route remounts as the sign-in settles) reads the same answer rather than calling twice: a one-time token or a
 * bank's decision can be used only once.
 */
const callsMade = new Map<string, Promise<unknown>>();

/** `call()`, made once per `key` in this page load. */
export function callOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let made = callsMade.get(key) as Promise<T> | undefined;
  if (made === undefined) {
    made = call();
    callsMade.set(key, made);
  }
  return made;
}

/** Lets the next {@link callOnce} with `key` call again (a question whose answer may change). */
export function forgetCall(key: string): void {
  callsMade.delete(key);
}
