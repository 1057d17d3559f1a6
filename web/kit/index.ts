// The kit: components and hooks every plugin page uses, so fifty screens look and behave alike.
import './kit.css';

export { ServicesProvider, useService, useServices, type WebServices } from './services-context';
export { PageHeader, type Crumb } from './PageHeader';
export { RequiredLabel, RequiredTag } from './RequiredLabel';
export { FormField, type FormFieldProps } from './FormField';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { InputDialog, type InputDialogProps } from './InputDialog';
export { useWriteFlow, type WriteFlow, type WriteFlowOptions, type FlowStep, type FieldErrors } from './use-write-flow';
export { WriteFlowView, type WriteFlowViewProps } from './WriteFlowView';
export { NewsDialog, type NewsDialogProps } from './NewsDialog';
export { PrivacyNoticeDialog, PrivacyNoticeKind, type PrivacyNoticeDialogProps } from './PrivacyNoticeDialog';
export { DataList, type DataColumn, type DataListProps } from './DataList';
export { sortRows, nextSort, compareSortValues, type SortState, type SortOrder, type SortValue } from './data-list-sort';
export { ToastsHost } from './ToastsHost';
export { SystemErrorBanner } from './SystemErrorBanner';
export { PermissionErrorCallout } from './PermissionErrorCallout';
export { DetailTable, type DetailRow } from './DetailTable';
export { useLoadedData, type LoadedData } from './use-loaded-data';
export { saveFile, type DownloadedFile } from './save-file';
export { AccountMenuContribution, type AccountDialogProps } from './account-menu';
export { useNewsReader, type NewsReader } from './NewsReader';
export { FlowTextField, type FlowTextFieldProps } from './FlowTextField';
export { HelpCardList } from './HelpCardList';
export { roleLabel } from './role-label';
export { formatDateTime, formatNumber } from './format';
