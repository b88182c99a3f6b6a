import { sprinkles } from '@careportal/ui';

/** The link-account screen's few layout classes, from the theme's sprinkles (its parts add no styles). */
export const layout = {
  page: sprinkles({ display: 'grid', gap: 'lg' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  stack: sprinkles({ display: 'grid', gap: 'sm' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  /** A paragraph in a notice, whose spacing comes from the notice's stack. */
  noticeText: sprinkles({ marginTop: 'none', marginBottom: 'none' }),
  noticeError: sprinkles({ marginTop: 'none', marginBottom: 'none', color: 'error', fontWeight: 'bold' }),
  noticeLead: sprinkles({ marginTop: 'none', marginBottom: 'none', fontWeight: 'bold' }),
} as const;
