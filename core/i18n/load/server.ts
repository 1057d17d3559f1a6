// Registers the server catalogue (catalog/server.ts) on import: imported by the core modules that name its keys
// outside the server (the OpenAPI document, which `twb api --describe` builds too), so they never show a bare key.
import { registerMessages } from '../index';
import { server } from '../catalog/server';

registerMessages(server);
