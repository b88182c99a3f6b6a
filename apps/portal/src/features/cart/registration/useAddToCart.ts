import {
  CATALOGUE_ERROR_CODES,
  messages,
  planCart,
  type CartPlan,
  type HealthDeclarationAnswers,
  type SavedCart,
} from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../../data/ApiProvider';
import type { ApiResult } from '../../../data/client';
import { PROFILE_URLS, resultText, type Profile } from '../../people/profileApi';
import { REGISTER_URLS, cartBodyOf, cartItemsOf } from '../registerApi';
import type { RegistrationWizard } from './useRegistrationWizard';
import { CART_REVIEW_PATH, DENTICARE_BOOKING_PATH, HOME_PATH } from '../../../paths';

/** The refusals of PUT cart that send the person home (seed 000 section 8), by their codes. */
const GO_HOME_CODES: readonly (string | null)[] = Object.values(CATALOGUE_ERROR_CODES);

/** What {@link useAddToCart} gives the wizard's page. */
export interface AddToCart {
  /** The review's Add to cart. */
  addToCart: () => Promise<void>;
  /** The plan that asks first (replace another cart, or change an offer already in it); null when none asks. */
  cartPlan: CartPlan | null;
  /** The person answered the plan's question: yes sends its cart, no leaves the cart as it is. */
  confirmPlan: () => void;
  cancelPlan: () => void;
  /** The health declaration and the cart are saved: the wizard shows the declaration's Result. */
  isFinished: boolean;
}

/**
 * The review's Add to cart: saves the health declaration (Active Ageing) for the person with their saved details,
 * then puts the programmes in the cart as domain `planCart` decides, asking first when it must. Then the cart
 * review opens, or the declaration's Result thanks the person; a Denticare registration without programmes goes
 * on to booking, and a programme no longer offered sends the person home.
 */
export function useAddToCart(wizard: RegistrationWizard): AddToCart {
  const client = useApiClient();
  const { show } = useToast();
  const { mutate } = useSWRConfig();
  const [cartPlan, setCartPlan] = useState<CartPlan | null>(null);
  // Set once Add to cart has saved the health declaration: the cart then opens from its Result, not at once.
  const declarationSaved = useRef(false);
  const [isFinished, setFinished] = useState(false);
  const { state, steps, personId, selfId, marketingConsent, setSaving, end, leave } = wizard;
  const { selection } = state;

  /** Saves the health declaration for the person, with their saved details; says whether it was saved. */
  const saveHealthDeclaration = async (answers: Partial<HealthDeclarationAnswers>, clientId: string) => {
    const details = await client.request<Profile>('GET', PROFILE_URLS.profile, {
      quiet: true,
      viewAs: selection.lovedOne === 'MySelf' ? null : clientId,
    });
    const centre = selection.programmes.find((programme) => programme.center !== null)?.center ?? null;
    const saved =
      details.error || details.data === null
        ? details
        : await client.request('POST', REGISTER_URLS.healthDeclaration, {
            quiet: true,
            body: {
              ...answers,
              clientId,
              name: details.data.name,
              nric: details.data.nric ?? '',
              handphoneNumber: details.data.mobileNumber ?? '',
              center: centre,
              language: state.healthDeclarationLanguage,
            },
          });
    const ok = !saved.error;
    show(
      ok
        ? { type: 'success', content: messages.health.declarationSaved }
        : { type: 'support', content: messages.health.declarationSaveFailed },
    );
    return ok;
  };

  /** Sends the cart the plan decided; goes on to the cart review, or home for a programme no longer offered. */
  const putCart = async (body: object) => {
    const result: ApiResult = await client.request('PUT', REGISTER_URLS.cart, { quiet: true, body: body });
    if (!result.error) {
      void mutate((key) => Array.isArray(key) && key[0] === REGISTER_URLS.cart);
      if (declarationSaved.current) {
        // The wizard is over: its Result thanks the person and leads on to the cart, without asking to leave.
        end();
        setCartPlan(null);
        setFinished(true);
      } else {
        leave(CART_REVIEW_PATH);
      }
      return;
    }
    const text = resultText(result, messages.generic.somethingWentWrong);
    show({ type: 'support', content: text });
    if (GO_HOME_CODES.includes(result.errorCode)) leave(HOME_PATH);
  };

  const addToCart = async () => {
    if (personId === null) return;
    setSaving(true);
    try {
      if (steps.includes('HealthDeclaration') && state.healthDeclaration !== null) {
        if (!(await saveHealthDeclaration(state.healthDeclaration, personId))) return;
        declarationSaved.current = true;
      }
      if (cartItemsOf(selection).length === 0) {
        leave(DENTICARE_BOOKING_PATH);
        return;
      }
      const existing = await client.request<SavedCart | null>('GET', REGISTER_URLS.cart, { quiet: true });
      const customerId = selection.lovedOne === 'MySelf' ? null : personId;
      const plan = planCart(
        existing.error ? null : existing.data,
        cartBodyOf(selection, customerId, marketingConsent),
        selfId,
      );
      if (plan.ask === null) await putCart(plan.body);
      else setCartPlan(plan);
    } finally {
      setSaving(false);
    }
  };

  return {
    addToCart,
    cartPlan,
    confirmPlan: () => {
      if (cartPlan !== null) void putCart(cartPlan.body);
    },
    cancelPlan: () => {
      setCartPlan(null);
    },
    isFinished,
  };
}
