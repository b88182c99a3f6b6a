export {
  BASIS_POINTS_PER_WHOLE,
  cartTotals,
  percentageToBasisPoints,
  percentOfCents,
  type CartTotals,
  type PricedLine,
} from './totals.js';
