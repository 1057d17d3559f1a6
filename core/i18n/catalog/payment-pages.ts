// Messages only the payment pages (plugins/payment) show: leads, buttons, column headers, help texts.
export const paymentPages = {
} as const;
