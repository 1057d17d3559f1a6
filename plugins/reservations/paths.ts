// The reservations plugin's route id and path (spec 2.2), shared by its route, menu entry, help card and tests.
export const RESERVATIONS_ROUTE = { info: 'reservations.info' } as const;
export const RESERVATIONS_PATH = { info: '/Reservation/Info' } as const;
