// The bare Fastify of scripts/bench-member-load.mjs (not a bench itself: bench.mjs runs bench-*.mjs): answers the
// paths the load asks for with constant bodies, the real server's answers recorded before, so that the same load
// against it shows what the machine, Node, Fastify and the loopback cost without the product's work.
// Environment: PORT, BARE_BODIES (a JSON file: { "/api/path": "<answer text>" }, query strings ignored).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES, 'utf8'));
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
