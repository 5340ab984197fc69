/** The shop's owner, signed up before the journeys run (the first account is the admin). */
export const owner = { name: 'Ayesha Khan', email: 'owner@shopdesk.test', password: 'counter-pass-1' };

let counter = 0;
/** A new staff member for a journey that must not share its session with another. */
export function newStaff(label: string) {
  counter += 1;
  return { name: `Bilal ${label}`, email: `staff-${label}-${Date.now()}-${counter}@shopdesk.test`, password: 'staff-pass-123' };
}
