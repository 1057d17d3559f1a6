// Messages of the server area.
export const server = {
} as const;
