// Registers the payment catalogues (catalog/payment.ts, and catalog/payment-pages.ts through its own load module) on
// import: imported by the payment pages, so they travel in those (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { payment } from '../catalog/payment';
import './payment-pages';

registerMessages(payment);
