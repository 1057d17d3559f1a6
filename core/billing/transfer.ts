// Transfer applications (転用申請, applicationInformation division 4): every member of one department (the source)
// moves to another department (the destination) on the apply date. Until that day the application can be cancelled,
// and while it waits the corporation's bulk uploads are refused (spec 4). Shared by the server, the pages and `twb`.
// The shapes are the transfer calls' schemas' types (core/applications/calls.ts).
export type { TransferFields, TransferPreview, TransferResult, TransferRow } from '../applications/calls';
