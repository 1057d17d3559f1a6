// Registers the clerks catalogue (catalog/clerks.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { clerks } from '../catalog/clerks';

registerMessages(clerks);
