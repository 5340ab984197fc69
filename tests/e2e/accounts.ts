import { expect, type APIRequestContext } from '@playwright/test';

/** The shop's owner, signed up before the journeys run (the first account is the admin). */
export const owner = { name: 'Ayesha Khan', email: 'owner@shopdesk.test', password: 'counter-pass-1' };

/** Signs up the owner of a new shop (its first account) on the server at `baseURL`. */
export async function signUpOwner(baseURL: string): Promise<void> {
  const response = await fetch(`${baseURL}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
  if (response.status !== 201) throw new Error(`Could not create the owner account of ${baseURL}: ${response.status} ${await response.text()}`);
}

let counter = 0;
/** A new staff member for a journey that must not share its session with another. */
export function newStaff(label: string) {
  counter += 1;
  return { name: `Bilal ${label}`, email: `staff-${label}-${Date.now()}-${counter}@shopdesk.test`, password: 'staff-pass-123' };
}

export async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/login', { data: { email: owner.email, password: owner.password } });
  return (await response.json()).jwtToken;
}

/**
 * Signs a staff member up and approves the account as the owner would on the Users screen
 * (a later sign-up cannot log in before), for journeys about something else than the approval.
 */
export async function signUpApprovedStaff(request: APIRequestContext, staff: { name: string; email: string; password: string }) {
  expect((await request.post('/auth/signup', { data: staff })).status()).toBe(201);
  await approveStaff(request, staff);
}

/** The owner approves a pending sign-up through the API. */
export async function approveStaff(request: APIRequestContext, staff: { email: string }) {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const [member] = await (await request.get(`/api/users?q=${encodeURIComponent(staff.email)}`, { headers })).json();
  expect((await request.put(`/api/users/${member._id}/status`, { headers, data: { status: 'active' } })).status()).toBe(200);
}
