export { DetailList, DETAIL_LIST_COLUMNS } from './DetailList';
export type { DetailListColumns, DetailListItem, DetailListProps } from './DetailList';
