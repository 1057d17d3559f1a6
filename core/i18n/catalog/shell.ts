// Messages of the shell area.
export const shell = {
} as const;
