// Button, Select, Spinner and VisuallyHidden are in the core entry (core.ts).
export { Modal } from './modal.component';
export { SearchBox } from './search-box.component';
export { focusableSelector, focusableWithin, keepTabInside } from './focus-trap';
export { keepFocusInside } from './focus-rescue';
export { ErrorState, type ErrorStateProps } from './error-state.component';
export { DashboardWidget, type DashboardWidgetProps } from './dashboard-widget.component';
export { FilterTabs, type FilterTab, type FilterTabsProps } from './filter-tabs.component';
export { StatusChip, chipClassName, type ChipTone, type StatusChipProps } from './status-chip.component';
export { issueStatusTone, severityTone, taskStatusTone } from './status-tones';
export { CheckMark, type CheckMarkProps } from './check-mark.component';
export { usePopover, type Popover } from './popover/use-popover';
export * from './card-list';
