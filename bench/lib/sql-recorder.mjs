/**
 * Loaded into the bench's server with NODE_OPTIONS=--import (section 8 only): records every statement
 * the server sends to PostgreSQL, its text and parameters, between two SIGUSR2 signals, and writes them
 * to the file SHOPDESK_SQL_RECORD names when recording stops. The bench replays them through a bare pg
 * pool (bench/lib/bare-checkout.ts), so that "the same SQL sent by a bare pg pool" of
 * docs/quality.md#budgets is the server's own statements, not a copy kept by hand.
 *
 * Plain JavaScript: the built server runs on plain node, without tsx.
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const target = process.env.SHOPDESK_SQL_RECORD;
if (target) {
  const send = pg.Client.prototype.query;
  const clientIds = new WeakMap();
  let clients = 0;
  let recorded = null;
  process.on('SIGUSR2', () => {
    if (recorded === null) {
      recorded = [];
      return;
    }
    writeFileSync(target, JSON.stringify(recorded));
    recorded = null;
  });
  pg.Client.prototype.query = function query(config, values, callback) {
    if (recorded !== null) {
      if (!clientIds.has(this)) clientIds.set(this, ++clients);
      const text = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : Array.isArray(config?.values) ? config.values : [];
      if (typeof text === 'string') recorded.push({ client: clientIds.get(this), text, values: params });
    }
    return send.call(this, config, values, callback);
  };
}
