export { SlotPicker, SLOT_PICKER_SELECTION_MODES } from './SlotPicker';
export type {
  SlotPickerClosedDay,
  SlotPickerHeadingLevel,
  SlotPickerProps,
  SlotPickerSelectionMode,
  SlotPickerTime,
} from './SlotPicker';
