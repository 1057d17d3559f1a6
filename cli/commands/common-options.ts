// The options every command shares.
export interface CommonOptions {
  /** --base-url; TWB_BASE_URL or the default when absent. */
  baseUrl?: string;
  /** --json: machine-readable output on stdout. */
  json?: boolean;
}
