// Registers the usage catalogue (catalog/usage.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { usage } from '../catalog/usage';

registerMessages(usage);
