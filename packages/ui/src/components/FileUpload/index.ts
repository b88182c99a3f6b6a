export {
  FILE_UPLOAD_DEFAULT_BUTTON_LABEL,
  FILE_UPLOAD_DEFAULT_PREVIEW_ALT,
  FileUpload,
  fileRejection,
  formatExtensionList,
} from './FileUpload';
export type { FileUploadProps } from './FileUpload';
