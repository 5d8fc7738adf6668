export { formatDate, formatDateTime } from './format-date';
