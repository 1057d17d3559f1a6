// The usage plugin's route id and path (spec 2.2), shared by its route, menu entry, help card and tests.
export const USAGE_ROUTE = { usage: 'usage.usage' } as const;
export const USAGE_PATH = { usage: '/Usage/Usage' } as const;
