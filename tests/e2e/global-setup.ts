import { shopPorts } from '../../playwright.config';
import { signUpOwner } from './accounts';
import { answering } from './journey-helpers';

/** Each shop's server gets its owner, the first account, once it answers. */
export default async function globalSetup() {
  await Promise.all(
    shopPorts.map(async (port) => {
      const baseURL = `http://127.0.0.1:${port}`;
      // Started with the others by playwright.config.ts's one command; Playwright waits for the first only.
      await answering(baseURL, 120_000);
      await signUpOwner(baseURL);
    }),
  );
}
