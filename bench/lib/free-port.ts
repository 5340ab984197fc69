import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const handedOut = new Set<number>();

/** Distinct free loopback ports from `from` upward, never the same one twice in a run. */
export async function freePort(from = 3301): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${from}..${from + 199}`);
}
