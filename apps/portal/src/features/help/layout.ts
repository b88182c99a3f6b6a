import { sprinkles } from '@careportal/ui';

const flush = { marginTop: 'none', marginBottom: 'none' } as const;

/**
 * The public help, terms and feedback pages' layout, for the public layout's narrow content card (330 px on
 * phones): grids whose gaps do the spacing, so headings and paragraphs drop the browser's own margins.
 */
export const publicPageLayout = {
  list: sprinkles({ paddingLeft: 'none', ...flush }),
} as const;
