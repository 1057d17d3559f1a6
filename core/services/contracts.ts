// Core service tokens and interfaces (a Symbol and an interface of the same name). Implementations live beside.
import type { ReadonlySignal } from '@preact/signals-core';
import type { LoginUser, ViewPermission, OrganizationChoice, ManualDownload, NewsItem } from '../domain/entities';
import type { PermissionRequirement } from '../domain/permissions';
import type { RouteDef, GuardResult } from '../kernel/plugin';
import type { ErrorType } from '../api/error';

export type BeforeLoginError = 'networkError' | 'invalid' | 'error' | 'system';

export const ErrorService = Symbol('ErrorService');
export interface ErrorService {
  readonly systemError: ReadonlySignal<boolean>;
  readonly clientError: ReadonlySignal<boolean>;
  readonly permissionError: ReadonlySignal<boolean>;
  readonly message: ReadonlySignal<string | null>;
  /** The error type (spec 3/8) of the error the message tells, or null while there is none. */
  readonly errorType: ReadonlySignal<ErrorType | null>;
  readonly beforeLoginError: ReadonlySignal<BeforeLoginError | null>;
  /** Setting a message also sets the system error; its type is common (4) unless told. */
  setMessage(message: string, errorType?: ErrorType): void;
  setSystemError(on: boolean): void;
  setClientError(on: boolean): void;
  setPermissionError(on: boolean): void;
  setBeforeLoginError(kind: BeforeLoginError | null): void;
  /** Clears system and client flags and the message. */
  resetAll(): void;
  /** Clears everything, including the stored manual download. */
  fullReset(): void;
  /** Turns any thrown value into state: 500/503 and network failures set the system error with the right message. */
  handle(error: unknown): void;
}

/** What the loading counter needs of a call: its id, or the CallDef itself so its ignoreLoading flag counts too. */
export type LoadingCall = string | { readonly id: string; readonly ignoreLoading?: boolean };

export const LoadingService = Symbol('LoadingService');
export interface LoadingService {
  readonly count: ReadonlySignal<number>;
  readonly busy: ReadonlySignal<boolean>;
  /** Count one request; the returned function decrements 200 ms later (never below zero). Ignored calls count nothing. */
  begin(call?: LoadingCall): () => void;
  isIgnored(callId: string): boolean;
}

export type ToastIntent = 'success' | 'primary' | 'warning' | 'danger' | 'none';
export interface Toast { id: number; message: string; intent: ToastIntent; icon?: string }
export const ToastService = Symbol('ToastService');
export interface ToastService {
  readonly toasts: ReadonlySignal<readonly Toast[]>;
  /** Shows a toast that hides itself after 5000 ms. */
  show(message: string, intent?: ToastIntent, icon?: string): number;
  dismiss(id: number): void;
}

export const ManualDownloadService = Symbol('ManualDownloadService');
export interface ManualDownloadService {
  readonly state: ReadonlySignal<ManualDownload>;
  /** Reads manualName/manualType from a query; mirrors them into session storage. */
  setFromQuery(search: URLSearchParams): void;
  /** Restores from session storage only if a download was flagged there and none is set now. */
  restoreFromStorage(): void;
  /** Query parameters to carry through a redirect (empty when none pending). */
  queryParams(): Record<string, string>;
  clear(): void;
  /** Downloads the pending manual (or the named one); returns the file. */
  download(manualName?: string, manualType?: string): Promise<{ fileName: string; data: Uint8Array; contentType: string }>;
}

export type CodeAuthOutcome = 'codeChange' | 'passwordChange' | 'home' | 'login';
export type CodeChangeOutcome = 'passwordChange' | 'home' | 'login';

export const AuthService = Symbol('AuthService');
export interface AuthService {
  readonly user: ReadonlySignal<LoginUser | null>;
  readonly isClerkInCorp: ReadonlySignal<boolean>;
  readonly isClerkInBilling: ReadonlySignal<boolean>;
  /** The corporation chosen for viewing (set from the login response, changed by the corporation switch). */
  readonly selectedCorporationId: ReadonlySignal<string | null>;
  /** POST /login (the server refuses roles other than 3 and 4). The user stays unknown until the second factor. */
  login(loginId: string, password: string): Promise<void>;
  /** GET /users/loginUser; throws ApiError on failure. */
  checkSession(): Promise<LoginUser>;
  authenticateCode(confirmationCode: string): Promise<CodeAuthOutcome>;
  changeCode(newConfirmationCode: string, confirm: string): Promise<CodeChangeOutcome>;
  /** PUT /mypage: the current password (also on the forced first change) proves it is the owner. */
  changePassword(currentPassword: string, password: string, confirm: string): Promise<void>;
  /** The account menu's change of one's own confirmation code (current code, new code, confirmation). */
  changeOwnConfirmationCode(current: string, next: string, confirm: string): Promise<void>;
  lostPassword(userid: string, mail: string): Promise<void>;
  logout(): Promise<void>;
  /** Clears the session cookies on the server (sign-in page rule). */
  clearSession(): Promise<void>;
  setUser(user: LoginUser | null): void;
  /**
   * Spec 4's 「ログインに成功しました」, once per sign-in, when the person reaches a signed-in page (the shell calls it
   * on every page): a sign-in held at the password change is not yet one the person can use.
   */
  greetSignedIn(): void;
}

export const PermissionService = Symbol('PermissionService');
export interface PermissionService {
  readonly viewPermission: ReadonlySignal<ViewPermission | null>;
  /** The flex menu display rule of spec 4. */
  readonly flexDisplay: ReadonlySignal<boolean>;
  can(requirement: PermissionRequirement | undefined): boolean;
  loadViewPermission(): Promise<ViewPermission>;
  clear(): void;
}

export const CorporationService = Symbol('CorporationService');
export interface CorporationService {
  readonly organizations: ReadonlySignal<readonly OrganizationChoice[]>;
  load(): Promise<void>;
  /** Switches the viewed corporation, refreshes user, flex display and view permissions, toasts the message. */
  switchTo(organizationId: string): Promise<void>;
}

export const NewsService = Symbol('NewsService');
export interface NewsService {
  readonly items: ReadonlySignal<readonly NewsItem[]>;
  readonly unreadCount: ReadonlySignal<number>;
  load(): Promise<void>;
  open(newsId: string): Promise<NewsItem>;
  markUnread(newsId: string): Promise<void>;
  /** Marks every visible item read on the server; the list and the count follow. */
  markAllRead(): Promise<number>;
}

export interface NavigationHistory { previousUrl: string | null; nextUrl: string | null }

export const NavigationService = Symbol('NavigationService');
export interface NavigationService {
  readonly history: ReadonlySignal<NavigationHistory>;
  /**
   * Runs the rules of spec 2.4 in order for a page change to `route` at `url`, and returns whether to show it
   * or where to go instead. The web router calls this in its loader; tests call it directly.
   */
  beforeNavigate(route: RouteDef, url: URL, params: Readonly<Record<string, string | undefined>>): Promise<GuardResult>;
  /** Route used when the path matches nothing: home. */
  homePath(): string;
}
