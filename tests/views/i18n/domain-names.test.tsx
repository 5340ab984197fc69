import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE, LIMITED_ACCESS_MESSAGE } from '../../../src/domain/access-rules';
import { screens, sidebarGroupLabels, sidebarGroups, type ScreenId, type SidebarGroupId } from '../../../src/domain/screens';
import { refusalReasonOf } from '../../../src/views/i18n/refusal-reasons';
import { screenTitles, sidebarGroupNames, sidebarLabelOf } from '../../../src/views/i18n/screen-names';

// The views name src/domain's screens and reasons through the catalogs (docs/i18n.md#names-from-src-domain):
// each message's English must be the domain's own words, or English screens would drift from the wording of docs/screens.md.
describe('names from src/domain, as the catalogs say them in English', () => {
  it('every screen title', () => {
    for (const id of Object.keys(screens) as ScreenId[]) expect(screenTitles[id].message, id).toBe(screens[id].title);
  });

  it('every sidebar group and link', () => {
    for (const id of Object.keys(sidebarGroupLabels) as SidebarGroupId[]) expect(sidebarGroupNames[id].message, id).toBe(sidebarGroupLabels[id]);
    for (const link of sidebarGroups.flatMap((group) => group.links)) expect(sidebarLabelOf(link.id).message, link.id).toBe(link.label);
  });

  it("the reasons a screen is refused, admin-only work and Limited Access's limit", () => {
    expect(refusalReasonOf('users').message).toBe(ADMIN_ONLY_MESSAGE);
    expect(refusalReasonOf('catalogEdit').message).toBe(LIMITED_ACCESS_MESSAGE);
  });
});
