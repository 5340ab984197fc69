import type { FullConfig } from '@playwright/test';
import { owner } from './accounts';

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL!;
  const response = await fetch(`${baseURL}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (response.status !== 201) throw new Error(`Could not create the owner account: ${response.status} ${await response.text()}`);
}
