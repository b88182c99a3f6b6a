export { DetailList, DETAIL_LIST_COLUMNS, DETAIL_LIST_LABEL_POSITIONS } from './DetailList';
export type {
  DetailListColumns,
  DetailListItem,
  DetailListLabelPosition,
  DetailListProps,
} from './DetailList';
