import { messages } from './catalogue.js';

/** The placeholder names of a template: `'Hi {name}, {email}'` gives `'name' | 'email'`. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a template needs, one per placeholder. */
export type MessageValues<T extends string> = Record<Placeholders<T>, string | number>;

/**
 * Fills a catalogue template's named placeholders.
 *
 * A placeholder without a value stays as written, so a missing value is visible rather than silently blank.
 *
 * @example formatMessage(messages.payment.cardEnding, { last4: '1111' }) // 'ending in 1111'
 */
export function formatMessage<T extends string>(template: T, values: MessageValues<T>): string {
  const lookup = values as Record<string, string | number | undefined>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = lookup[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Ends a message with a full stop when it lacks one, then adds the support line.
 *
 * @example withSupportContact('Payment is not valid', 'help@example.sg')
 * // 'Payment is not valid. Please contact help@example.sg for assistance.'
 */
export function withSupportContact(message: string, email: string): string {
  const trimmed = message.trimEnd();
  const sentence = /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  return `${sentence} ${formatMessage(messages.generic.supportContact, { email })}`;
}
