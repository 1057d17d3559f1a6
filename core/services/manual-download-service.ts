// The pending manual download of spec 2.4: read from the home query, mirrored into session storage so it
// survives the detour through sign-in and a reload, carried through redirects, and downloaded via the API.
import { inject, injectable } from 'inversify';
import { signal } from '@preact/signals-core';
import { ManualDownloadService } from './contracts';
import { ApiClient, KeyValueStorage } from '../platform/tokens';
import { authCalls } from '../auth/calls';
import { ApiError } from '../api/error';
import type { ManualDownload } from '../domain/entities';
import { t } from '../i18n';

/** The one session-storage key (the spec leaves it unnamed). */
export const MANUAL_DOWNLOAD_STORAGE_KEY = 'twb.manualDownload';
/** Manuals are PDFs unless the link says otherwise (spec 9: GET /manual/download ?manualName&manualType). */
export const DEFAULT_MANUAL_TYPE = 'pdf';

const NONE: ManualDownload = { downloadFlg: false, manualName: null, manualType: null };

/** The manual parameters of a query, or null when it names no manual. */
export function manualParamsIn(search: URLSearchParams): { manualName: string; manualType: string } | null {
  const manualName = search.get('manualName');
  if (!manualName) return null;
  return { manualName, manualType: search.get('manualType') || DEFAULT_MANUAL_TYPE };
}

/** Parses the stored mirror, refusing anything that is not what we wrote. */
function readStored(text: string | null): ManualDownload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ManualDownload> | null;
    if (!value || typeof value.downloadFlg !== 'boolean') return null;
    return {
      downloadFlg: value.downloadFlg,
      manualName: typeof value.manualName === 'string' ? value.manualName : null,
      manualType: typeof value.manualType === 'string' ? value.manualType : null,
    };
  } catch {
    return null;
  }
}

@injectable()
export class DefaultManualDownloadService implements ManualDownloadService {
  readonly state = signal<ManualDownload>(NONE);

  constructor(
    @inject(ApiClient) private readonly client: ApiClient,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {}

  setFromQuery(search: URLSearchParams): void {
    const params = manualParamsIn(search);
    if (!params) return;
    this.set({ downloadFlg: true, ...params });
  }

  restoreFromStorage(): void {
    if (this.isPending()) return;
    const stored = readStored(this.storage.getItem(MANUAL_DOWNLOAD_STORAGE_KEY));
    if (stored?.downloadFlg && stored.manualName) this.state.value = stored;
  }

  queryParams(): Record<string, string> {
    const { downloadFlg, manualName, manualType } = this.state.value;
    if (!downloadFlg || !manualName) return {};
    return { manualName, manualType: manualType ?? DEFAULT_MANUAL_TYPE };
  }

  clear(): void {
    this.state.value = NONE;
    this.storage.removeItem(MANUAL_DOWNLOAD_STORAGE_KEY);
  }

  async download(manualName?: string, manualType?: string): Promise<{ fileName: string; data: Uint8Array; contentType: string }> {
    const pending = this.state.value;
    const name = manualName ?? pending.manualName;
    const type = manualType ?? (manualName === undefined ? pending.manualType : null) ?? DEFAULT_MANUAL_TYPE;
    if (!name) throw new ApiError(t('manual.downloadFailed'), 'MANUAL_NOT_SELECTED');
    const file = await this.client.download(authCalls.manualDownload, { manualName: name, manualType: type });
    // The pending download is done once its file arrived; a later visit must not download it again.
    if (pending.downloadFlg && pending.manualName === name) this.clear();
    return { fileName: file.fileName ?? `${name}.${type}`, data: file.data, contentType: file.contentType };
  }

  private isPending(): boolean {
    return this.state.value.downloadFlg && this.state.value.manualName !== null;
  }

  private set(value: ManualDownload): void {
    this.state.value = value;
    this.storage.setItem(MANUAL_DOWNLOAD_STORAGE_KEY, JSON.stringify(value));
  }
}
