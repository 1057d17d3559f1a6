// Messages of the corp area.
export const corp = {
} as const;
