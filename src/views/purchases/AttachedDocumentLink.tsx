import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseAttachment } from '../../machines/purchases/purchase-form.machine';
import { button } from '../../styles/controls.css';

/** What the purchase list's row menu and Edit Purchase call a purchase's attachment. */
export const ATTACHED_DOCUMENT_LABEL = msg`Attached document`;

/** Edit Purchase: downloads the document imported with the purchase (the server sends it to be saved, not shown). */
export function AttachedDocumentLink({ attachment }: { attachment: PurchaseAttachment }) {
  const { i18n } = useLingui();
  return (
    <a href={attachment.href} download={attachment.fileName} className={button.secondary}>
      {i18n._(ATTACHED_DOCUMENT_LABEL)}
    </a>
  );
}
