export { FileList, isImageUrl, type FileListItem, type FileListProps } from './file-list.component';
