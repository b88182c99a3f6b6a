import { sprinkles } from '@careportal/ui';

const flush = { marginTop: 'none', marginBottom: 'none' } as const;

/**
 * The booking pages' layout: grids whose gaps do the spacing, so headings and paragraphs inside them drop the
 * browser's own margins (`flush`).
 */
export const bookingLayout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  step: sprinkles({ display: 'grid', gap: 'lg' }),
  stack: sprinkles({ display: 'grid', gap: 'sm' }),
  stepTitle: sprinkles({ fontSize: 'xl', fontWeight: 'bold', ...flush }),
  groupTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold', ...flush }),
  muted: sprinkles({ color: 'muted', ...flush }),
  text: sprinkles(flush),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  list: sprinkles({ display: 'grid', gap: 'xs', ...flush }),
} as const;
