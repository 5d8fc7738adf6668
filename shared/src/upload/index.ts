export { UploadModal, type UploadModalProps } from './upload-modal.component';
export { uploadWithProgress, type UploadResponse, type UploadWithProgressOptions } from './upload-with-progress';
export {
  isValidUploadName,
  isAllowedUploadType,
  isTooLarge,
  uploadAccept,
  uploadFileProblem,
  type UploadFileProblem,
} from './upload-validation';
