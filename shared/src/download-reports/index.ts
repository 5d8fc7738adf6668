export {
  DownloadReportsModal,
  downloadReportsAutoCloseMs,
  type DownloadReportsModalProps,
  type DownloadReportsOptions,
} from './download-reports-modal.component';
