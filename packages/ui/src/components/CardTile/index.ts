export { ADD_CARD_VALUE, CardTile, CardTileGroup, isCardBrand } from './CardTile';
export type { CardTileGroupProps, CardTileProps } from './CardTile';
