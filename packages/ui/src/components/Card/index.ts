export { Card, CARD_HEADING_LEVELS, CARD_PADDINGS, CARD_TONES } from './Card';
export type { CardHeadingLevel, CardPadding, CardProps, CardTone } from './Card';
