export {
  BASIS_POINTS_PER_WHOLE,
  basisPointsToPercentage,
  cartTotals,
  centsToDollars,
  percentageToBasisPoints,
  percentOfCents,
  summaryTotals,
  type CartTotals,
  type PricedLine,
  type SummaryTotals,
} from './totals.js';
export {
  COUPON_REFUSALS,
  REFERRAL_BASIS_POINTS,
  couponDiscounts,
  referralRewardCents,
  type CouponFacts,
  type CouponLine,
  type CouponOutcome,
  type CouponRefusal,
  type LineDiscount,
  type PromotionFacts,
  type ReferralFacts,
} from './coupon.js';
export {
  CART_CATEGORY_REFUSALS,
  cartCategory,
  egiroCanPay,
  paymentMethodsFor,
  type CartCategoryOutcome,
  type CategorisedLine,
} from './category.js';
export { planCart, type CartBody, type CartPlan, type SavedCart } from './plan.js';
export { renewalCart, type RenewableService, type RenewalCart } from './renewal.js';
