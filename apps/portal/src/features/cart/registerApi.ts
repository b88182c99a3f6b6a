/**
 * The calls the registration wizard makes (seed 000 section 7, "Catalogue and configuration"; seed 001 section 7,
 * "Catalogue and registration support" and "Cart and checkout"), the shapes it reads, and how a chosen programme
 * becomes a cart line. Every call that is about a person names them (`viewAs`), so the wizard never changes whom
 * the rest of the portal acts for.
 */
import {
  AVAILABILITY_CODE_PREFIX,
  formatMessage,
  registerPageMessages,
  MARKETING_CHANNEL_CODE,
  MASTER_CODE_PAGE,
  MASTER_CODE_PAGE_SIZE,
  type CatalogueCategory,
  type CatalogueCentre,
  type CatalogueGroup,
  type CatalogueOffering,
  type CatalogueProgramme,
  type CartItem,
} from '@careportal/domain';
import { CART_URLS } from '../../shell/cart';
import { PRODUCT_URLS } from '../catalogue/productApi';
import type { ProgrammeRow, SelectionState } from './registration/wizardState';

/** The paths the wizard calls, relative to the API. */
export const REGISTER_URLS = {
  categories: 'category',
  groups: (categoryId: string) => `category/${encodeURIComponent(categoryId)}`,
  /** The programmes of a subcategory with the person's eligibility; `lovedOne` is left out for a new person. */
  programmes: (categoryId: string, groupId: string, personId: string | null) => {
    const query = new URLSearchParams({ checkEligibility: 'true' });
    if (personId !== null) query.set('lovedOne', personId);
    return `category/${encodeURIComponent(categoryId)}/${encodeURIComponent(groupId)}?${query.toString()}`;
  },
  offerings: PRODUCT_URLS.offerings,
  centres: PRODUCT_URLS.centres,
  marketingChannels: `config/mastercode?code=${MARKETING_CHANNEL_CODE}&size=${String(MASTER_CODE_PAGE_SIZE)}&page=${String(MASTER_CODE_PAGE)}`,
  /** The sd- lookup: whether a programme is available at this moment (404 when not). */
  availability: (categorySlug: string, productSlug: string) =>
    `config/mastercode?code=${encodeURIComponent(AVAILABILITY_CODE_PREFIX + categorySlug)}&key=${encodeURIComponent(AVAILABILITY_CODE_PREFIX + productSlug)}`,
  healthDeclaration: 'profile/health-declaration',
  cart: CART_URLS.cart,
} as const;

/** The catalogue's answers the wizard reads. */
export type { CatalogueCategory, CatalogueCentre, CatalogueGroup, CatalogueOffering, CatalogueProgramme };

/** One entry of the marketing-channel list (GET config/mastercode). */
export interface MasterCodeEntry {
  id: string;
  key: string;
  value: string;
}

/** The cart lines of a complete selection, in the programmes' order. */
export function cartItemsOf(selection: SelectionState): CartItem[] {
  const items: CartItem[] = [];
  for (const programme of selection.programmes) {
    const { product, offer, center } = programme;
    if (selection.categoryId === null || product === null || offer === null || center === null) continue;
    items.push({ categoryId: selection.categoryId, productId: product, offeringId: offer, centerId: center });
  }
  return items;
}

/** The body of PUT cart for a selection and the person it is for (seed 001 section 3, "Cart"). */
export function cartBodyOf(selection: SelectionState, customerId: string | null, marketingConsent: boolean) {
  return {
    categoryId: selection.categoryId,
    customerId,
    referralSource: {
      source: selection.marketingChannel?.value ?? null,
      sourceOthers: selection.sourceOthers.trim() === '' ? null : selection.sourceOthers.trim(),
    },
    items: cartItemsOf(selection),
    marketingConsent,
    source: 'MYNH',
  };
}

/** The review's text for a programme: '{programme}, {offer}, at {centre}'. */
export function programmeSummary(programme: ProgrammeRow): string {
  return formatMessage(registerPageMessages.reviewProgrammeValue, {
    programme: programme.labels.product ?? '-',
    offer: programme.labels.offer ?? '-',
    centre: programme.labels.centre ?? '-',
  });
}
