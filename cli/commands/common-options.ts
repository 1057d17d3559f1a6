// The options every command shares.
export interface CommonOptions {
  /** --base-url; TWB_BASE_URL, then `twb config set base-url`, then the default when absent. */
  baseUrl?: string;
  /** --json, or --json a,b: machine-readable output on stdout, narrowed to those fields. */
  json?: boolean | string;
  /** --jq EXPR: a jq expression over the JSON (implies --json). */
  jq?: string;
}
