// @ts-check
// The yardstick of `npm run bench -- http`: Hono's hello world on @hono/node-server, nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
