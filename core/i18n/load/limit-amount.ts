// Registers the limit-amount catalogue (catalog/limit-amount.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { limitAmount } from '../catalog/limit-amount';

registerMessages(limitAmount);
