export { ColumnChooser, type ColumnChoice, type ColumnChooserProps } from './column-chooser.component';
export { useColumnChooser, type ColumnChooserState } from './use-column-chooser';
export { columnChoicesKey } from './column-choices';
