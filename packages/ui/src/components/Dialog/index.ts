export { Dialog, Modal, MODAL_SIZES } from './Dialog';
export type { DialogProps, ModalProps, ModalSize } from './Dialog';
