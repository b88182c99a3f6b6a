/**
 * The checks the portal runs as it starts, before any page has loaded: the remote app configuration and a cart
 * saved in the browser. They accept and return exactly what `appConfigSchema` and `cartSchema` do (a property
 * test holds them to it) without the zod library, so that the portal's first download stays small.
 */
import { DEFAULT_APP_VERSION, DEFAULT_DISABLED_LOVED_ONE } from '../constants.js';
import type { Cart, CartItem, ReferralSource } from './cart.js';
import type { AppConfig } from './config.js';

type Fields = Record<string, unknown>;

/** A non-array object, as z.object takes it. */
function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies the keys `keys` of `value` that it has (z.object keeps present keys and strips unknown ones). */
function pick(value: Fields, keys: readonly string[]): Fields {
  const picked: Fields = {};
  for (const key of keys) if (key in value) picked[key] = value[key];
  return picked;
}

const isRecordId = (value: unknown) => typeof value === 'string' && value.length > 0;
const isNullishText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
const isNullishFlag = (value: unknown) => value === undefined || value === null || typeof value === 'boolean';

/** The remote app configuration in `value`, defaults applied, or null when it is not one (`appConfigSchema`). */
export function readAppConfig(value: unknown): AppConfig | null {
  if (!isFields(value)) return null;
  const { versionNumber = DEFAULT_APP_VERSION, disabledLovedOne = DEFAULT_DISABLED_LOVED_ONE } = value;
  if (typeof versionNumber !== 'string' || typeof disabledLovedOne !== 'boolean') return null;
  return { versionNumber, disabledLovedOne };
}

function readCartItem(value: unknown): CartItem | null {
  if (!isFields(value)) return null;
  const { categoryId, productId, offeringId, centerId } = value;
  if (![categoryId, productId, offeringId, centerId].every(isRecordId)) return null;
  return { categoryId, productId, offeringId, centerId } as CartItem;
}

function readReferralSource(value: unknown): ReferralSource | null | undefined | false {
  if (value === undefined || value === null) return value;
  if (!isFields(value) || !isNullishText(value.source) || !isNullishText(value.sourceOthers)) return false;
  return pick(value, ['source', 'sourceOthers']);
}

/** The cart in `value` (a cart saved in the browser), or null when it is not one (`cartSchema`). */
export function readSavedCart(value: unknown): Cart | null {
  if (!isFields(value) || !Array.isArray(value.items)) return null;
  if (!isRecordId(value.categoryId) || !isNullishText(value.customerId)) return null;
  if (!isNullishFlag(value.marketingConsent)) return null;
  const referralSource = readReferralSource(value.referralSource);
  if (referralSource === false) return null;
  const items: CartItem[] = [];
  for (const item of value.items) {
    const read = readCartItem(item);
    if (read === null) return null;
    items.push(read);
  }
  const cart = pick(value, ['categoryId', 'customerId', 'referralSource', 'marketingConsent']);
  if ('referralSource' in value) cart.referralSource = referralSource;
  return { ...cart, items } as Cart;
}
