import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADMIN_ONLY_MESSAGE, LIMITED_ACCESS_MESSAGE, refusalMessage, type Permission } from '../../domain/access-rules';

// src/domain/access-rules.ts words the server's refusals in English; a screen the person may not use says
// the same in their language (docs/i18n.md#names-from-src-domain).
const reasons: Readonly<Record<string, MessageDescriptor>> = {
  [ADMIN_ONLY_MESSAGE]: msg`Only an admin can do this.`,
  [LIMITED_ACCESS_MESSAGE]: msg`Your access is limited to the POS and sales. Ask an admin for more.`,
};

/** Why the person may not use a screen, as a message of the catalogs. */
export function refusalReasonOf(permission: Permission): MessageDescriptor {
  const english = refusalMessage(permission);
  return reasons[english] ?? { id: english, message: english };
}
