// Stands in, in the production build only, for @blueprintjs/icons' iconNames module, which builds the table of all
// ~700 icon names (and pulls in change-case) just so the icon loader can warn about an unknown name. The product
// names its icons in code (web/app/icon-paths.ts lists them), so the sign-in page is spared that table.
export const IconNames: Readonly<Record<string, string>> = {};

/** Every non-empty name passes; a name without paths draws nothing, as Blueprint does for an unknown one. */
export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && name.length > 0,
};
