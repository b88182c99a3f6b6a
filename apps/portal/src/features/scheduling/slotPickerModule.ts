/** The UI package's SlotPicker as a module of its own, which {@link ./LazySlotPicker} loads on demand. */
export { SlotPicker } from '@careportal/ui';
