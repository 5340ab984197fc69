// The ceiling: the same HTTP stack as ShopDesk (Hono on @hono/node-server) doing no work.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('ok'));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
