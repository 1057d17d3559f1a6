// Messages of the cli area.
export const cli = {
} as const;
