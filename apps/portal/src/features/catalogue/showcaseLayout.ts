import { sprinkles } from '@careportal/ui';

/** A programme showcase's layout classes, from the theme's sprinkles. */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  stack: sprinkles({ display: 'grid', gap: 'sm' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
  question: sprinkles({ fontSize: 'md', fontWeight: 'bold' }),
  figure: sprinkles({ fontSize: 'xxl', fontWeight: 'bold', color: 'primary' }),
  heading: sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  muted: sprinkles({ color: 'muted' }),
} as const;
