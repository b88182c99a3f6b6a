export { defaultDentist, isDefaultDentist, type NamedDentist } from './defaultDentist.js';
export {
  NO_SLOT_CHOICE,
  chooseSlotPart,
  slotChoiceOf,
  withHeldSlot,
  type DenticareFreeTime,
  type DenticareSlotChoice,
} from './slotChoice.js';
