import { shopPorts } from '../../playwright.config';
import { owner } from './accounts';

/** Each shop's server (playwright.config.ts) gets its owner, the first account. */
export default async function globalSetup() {
  for (const port of shopPorts) {
    const baseURL = `http://127.0.0.1:${port}`;
    const response = await fetch(`${baseURL}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    if (response.status !== 201) throw new Error(`Could not create the owner account of ${baseURL}: ${response.status} ${await response.text()}`);
  }
}
