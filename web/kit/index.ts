// The kit: components and hooks every plugin page uses, so fifty screens look and behave alike.
import './kit.css';
import './lists.css';

// HelpCardList and DescriptionPopover are imported by their own paths, not from here: they register the help cards'
// catalogue (core/i18n/load/help), which must stay out of the entry that reaches this index. So are the application
// cancel's hook and dialog (use-application-cancel.ts, ApplicationCancelDialog.tsx): they load the applications calls'
// schemas (TypeBox), which must stay off the sign-in page, which reaches this index too.

export { ServicesProvider, useService, useServices, type WebServices } from './services-context';
export { PageHeader, type Crumb } from './PageHeader';
export { Heading, HeadingLevel, Subsection, type HeadingProps } from './Heading';
export { PageCrumbsProvider, useRecordCrumbs, type PageCrumbs, type RecordCrumb } from './record-crumbs';
export { RequiredLabel, RequiredTag } from './RequiredLabel';
export { FormField, type FormFieldProps } from './FormField';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { InputDialog, type InputDialogProps } from './InputDialog';
export { useWriteFlow, type WriteFlow, type WriteFlowOptions, type FlowStep, type FieldErrors } from './use-write-flow';
export { WriteFlowView, type WriteFlowViewProps } from './WriteFlowView';
export { useUrlStep, STEP_PARAM, type UrlStep, type UrlStepOptions } from './use-url-step';
export { NewsDialog, type NewsDialogProps } from './NewsDialog';
export { PrivacyNoticeDialog, PrivacyNoticeKind, type PrivacyNoticeDialogProps } from './PrivacyNoticeDialog';
export { DataList, type DataColumn, type DataListProps } from './DataList';
export { sortRows, nextSort, compareSortValues, serverSortChange, type SortState, type SortOrder, type SortValue } from './data-list-sort';
export { ToastsHost } from './ToastsHost';
export { SystemErrorBanner } from './SystemErrorBanner';
export { PermissionErrorCallout } from './PermissionErrorCallout';
export { DetailTable, type DetailRow } from './DetailTable';
export { useLoadedData, type LoadedData } from './use-loaded-data';
export { saveFile, type DownloadedFile } from './save-file';
export { useManualDownload, type ManualDownload } from './use-manual-download';
export { AccountMenuContribution, type AccountDialogProps } from './account-menu';
export { useNewsReader, type NewsReader } from './NewsReader';
export { FlowDateField, FlowTextField, type FlowDateFieldProps, type FlowTextFieldProps } from './FlowTextField';
export { DateInput, MonthInput, calendarInputProblem, type CalendarInputProps } from './DateInput';
export { CheckboxConfirmDialog, type CheckboxConfirmDialogProps } from './CheckboxConfirmDialog';
export { SiteFooter } from './SiteFooter';
export { ConditionalSteps, shownSteps, type ConditionalStep } from './ConditionalSteps';
export { actingOrganizationName, roleLabel } from './role-label';
export { formatDateTime, formatNumber } from './format';
export { urlParam, parseUrlFilters, writeUrlFilters, isDefaultFilter, defaultUrlFilters, type UrlFilterSchema, type UrlFilterValues, type UrlParamSpec } from './url-filters';
export { useUrlFilters, type UrlFilters } from './use-url-filters';
export { useRowSelection, type RowSelection, type PageSelectionState } from './use-row-selection';
export { PagedDataList, ListPager, pageCountOf, type PagedColumn, type PagedDataListProps, type PagedSelection } from './PagedDataList';
export { MultiSelectFilter, type MultiSelectFilterProps, type MultiSelectOption } from './MultiSelectFilter';
export { useAsyncExport, type AsyncExport, type AsyncExportState, type AsyncExportSteps, type ExportCheck } from './use-async-export';
export { useDirectExport, type DirectExport, type DirectExportCheck, type DirectExportSteps } from './use-direct-export';
export { ExportProgress, type ExportView } from './ExportProgress';
export { FlowDialogForm, type FlowDialogFormProps } from './FlowDialogForm';
export { ConfirmExecuteDialog, type ConfirmExecuteDialogProps } from './ConfirmExecuteDialog';
export { refusalOf, type Refusal } from './refusal';
export { WizardSteps, type WizardStepsProps } from './WizardSteps';
export { LinkMenuButton, type LinkMenuItem, type LinkMenuButtonProps } from './LinkMenuButton';
export { useAllowedUploads } from './use-allowed-uploads';
export { useRecord, type LoadedRecord } from './use-record';
export { LoadFailedState, LoadFailureNote, StaleDataCallout, RecordPending, loadFailed, loadOutage, type LoadState } from './LoadFailure';
export { LinkButton } from './LinkButton';
export { actionIntent, type ActionMeaning } from './action-meaning';
export { ActionButton, type ActionButtonProps } from './ActionButton';
export { ModalDialog, DialogReturnFocus, firstControlOf, type ModalDialogProps } from './ModalDialog';
export { SelectInput, SelectOption, type SelectOptionProps } from './SelectInput';
export { useFocusFirstInvalid, firstInvalidField } from './focus-first-invalid';
export { FacilityPicker, type FacilityPickerProps } from './FacilityPicker';
export { CellTag, type CellTagProps } from './CellTag';
export { ApplicationStatusTag } from './ApplicationStatusTag';
export { ApplicationHistoryTable, type ApplicationHistoryRow, type ApplicationHistoryTableProps } from './ApplicationHistoryTable';
export { DetailLayout, orderDetailActions, type DetailLayoutProps, type DetailSection, type DetailAction } from './DetailLayout';
