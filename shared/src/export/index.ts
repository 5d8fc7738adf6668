export { ExportMenu, exportQuery, type ExportMenuProps } from './export-menu.component';
