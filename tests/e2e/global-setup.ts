import { shopPorts } from '../../playwright.config';
import { owner } from './accounts';

/** Waits for a shop's server (started with the others by playwright.config.ts's one webServer command). */
async function answering(baseURL: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${baseURL} did not answer /healthz within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each shop's server gets its owner, the first account, once it answers. */
export default async function globalSetup() {
  await Promise.all(
    shopPorts.map(async (port) => {
      const baseURL = `http://127.0.0.1:${port}`;
      await answering(baseURL);
      const response = await fetch(`${baseURL}/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
      if (response.status !== 201) throw new Error(`Could not create the owner account of ${baseURL}: ${response.status} ${await response.text()}`);
    }),
  );
}
