import { createServer } from 'node:net';

/**
 * Why the server could not listen on host:port, in one line, or undefined when it can. Checked before
 * the database is opened, migrated and seeded, so a taken port costs no work and prints no stack.
 */
export async function whyCannotListen(port: number, host: string): Promise<string | undefined> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
    return undefined;
  } catch (error) {
    return listenFailure(error, port, host);
  } finally {
    await new Promise((resolve) => probe.close(resolve));
  }
}

/** The one line for a listen error; also used if the port is taken between the check and the listen. */
export function listenFailure(error: unknown, port: number, host: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} on ${host} is already in use: stop what uses it, or set PORT to another port.`;
  if (code === 'EACCES') return `Not allowed to listen on port ${port} on ${host}: choose a port above 1023 with PORT.`;
  if (code === 'EADDRNOTAVAIL') return `${host} is not an address of this machine: set HOST to one of its addresses.`;
  return `Cannot listen on ${host}:${port}: ${(error as Error).message}`;
}
