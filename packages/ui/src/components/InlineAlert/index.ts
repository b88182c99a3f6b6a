export { InlineAlert, INLINE_ALERT_TONES } from './InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
