// Entity shapes of spec section 3 as they travel over the API.

/** The session user, the view permission flags and the corporation choices: the types of their schemas (core/auth/schemas.ts). */
export type { LoginUser, OrganizationChoice, ViewPermission } from '../auth/schemas';

/** A news item and its read status per user: the types of their schemas in the contract (core/home/calls.ts). */
export type { NewsItem, NewsReadStatus } from '../home/calls';

/** The company (spec 3 Corporation): the type of its schema in the contract (core/corp/calls.ts). */
export type { Corporation } from '../corp/calls';

export interface ManualDownload {
  downloadFlg: boolean;
  manualName: string | null;
  manualType: string | null;
}
