import { sprinkles } from '@careportal/ui';

/** The card pages' layout. */
export const layout = {
  row: sprinkles({ paddingBottom: 'md' }),
  badge: sprinkles({ fontWeight: 'bold', color: 'primary' }),
} as const;
