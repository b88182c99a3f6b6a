import { sprinkles } from '@careportal/ui';

/** The booking pages' few layout classes, from the theme's sprinkles (the pages add no styles of their own). */
export const bookingLayout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  step: sprinkles({ display: 'grid', gap: 'lg' }),
  stack: sprinkles({ display: 'grid', gap: 'sm' }),
  stepTitle: sprinkles({ fontSize: 'xl', fontWeight: 'bold' }),
  groupTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
  muted: sprinkles({ color: 'muted' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  list: sprinkles({ display: 'grid', gap: 'xs' }),
} as const;
