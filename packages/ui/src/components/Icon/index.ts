export { Icon, ICON_SIZES, ICON_TONES } from './Icon';
export type { IconGlyph, IconGlyphProps, IconProps, IconSize, IconTone } from './Icon';
export * from './icons';
