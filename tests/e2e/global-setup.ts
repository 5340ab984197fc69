import type { FullConfig } from '@playwright/test';
import { owner } from './accounts';

/** Each shop's server (one per project, playwright.config.ts) gets its owner, the first account. */
export default async function globalSetup(config: FullConfig) {
  for (const project of config.projects) {
    const baseURL = project.use.baseURL!;
    const response = await fetch(`${baseURL}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    if (response.status !== 201) throw new Error(`Could not create the owner account of ${baseURL}: ${response.status} ${await response.text()}`);
  }
}
