// The auth plugin's paths, named once: pages route between them by outcome.
export const AuthPaths = {
  login: '/Login',
  passLost: '/PassLost',
  codeAuth: '/CodeAuth',
  codeChange: '/CodeChange',
  passChange: '/PassChange',
  siteNotice: '/SiteNotice',
} as const;

/** A path with the pending manual-download parameters, so a manual link survives the sign-in (spec 2.4). */
export function withQuery(path: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}
