// Registers the members catalogue (catalog/members.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { members } from '../catalog/members';

registerMessages(members);
