/** The home page: its own chunk, so the other public pages do not download it. */
export { HomePage as Page } from './HomePage';
