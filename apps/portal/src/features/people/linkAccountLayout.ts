import { sprinkles } from '@careportal/ui';

/** The link-account screen's few layout classes, from the theme's sprinkles (its parts add no styles). */
export const layout = {
  noticeError: sprinkles({ marginTop: 'none', marginBottom: 'none', color: 'error', fontWeight: 'bold' }),
  noticeLead: sprinkles({ marginTop: 'none', marginBottom: 'none', fontWeight: 'bold' }),
} as const;
