import { InlineAlert } from '@careportal/ui';
import type { Refusal } from './refusal';

/**
 * Why the last payment attempt was refused, in the catalogue's words with its second line ('Please try again or
 * use another card.') under them; nothing while no attempt has been refused.
 */
export function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  if (refusal === null) return null;
  return (
    <InlineAlert tone="error" title={refusal.title}>
      {refusal.detail === null ? null : <p>{refusal.detail}</p>}
    </InlineAlert>
  );
}
