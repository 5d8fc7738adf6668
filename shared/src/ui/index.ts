export { Button } from './button.component';
export { Modal } from './modal.component';
export { Spinner } from './spinner.component';
export { Select, type SelectOption } from './select.component';
export { SearchBox } from './search-box.component';
export { VisuallyHidden } from './visually-hidden.component';
export { focusableSelector, focusableWithin, keepTabInside } from './focus-trap';
export { ErrorState, type ErrorStateProps } from './error-state.component';
export { DashboardWidget, type DashboardWidgetProps } from './dashboard-widget.component';
