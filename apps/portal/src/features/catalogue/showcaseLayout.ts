import { sprinkles } from '@careportal/ui';

/** A programme showcase's layout classes, from the theme's sprinkles. */
export const layout = {
  figure: sprinkles({ fontSize: 'xxl', fontWeight: 'bold', color: 'primary' }),
} as const;
