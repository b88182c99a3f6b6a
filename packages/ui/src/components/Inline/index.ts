export { Inline, INLINE_ALIGNS, INLINE_ALIGN_YS, INLINE_ELEMENTS } from './Inline';
export type { InlineAlign, InlineAlignY, InlineElement, InlineProps } from './Inline';
