import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { RecordFormActor } from '../../machines/common/record-form.machine';

/**
 * Whether the form holds changes not yet saved: its values differ from those it was loaded, reset or
 * saved with. A save that was refused leaves them unsaved; one that succeeded is the new baseline.
 */
function useHasUnsavedChanges(actor: RecordFormActor): boolean {
  const values = useSelector(actor, (snapshot) => JSON.stringify(snapshot.context.values));
  const generation = useSelector(actor, (snapshot) => snapshot.context.generation);
  const editing = useSelector(actor, (snapshot) => snapshot.hasTag('editing'));
  const settled = useSelector(actor, (snapshot) => !snapshot.hasTag('submitting') && Object.keys(snapshot.context.serverErrors).length === 0);
  const baseline = useRef({ generation, values, editing });
  const saving = useRef(false);
  if (baseline.current.generation !== generation) baseline.current = { generation, values, editing };
  if (!editing && !saving.current) saving.current = true;
  // Back from a save that answered without a refusal: what is shown now is what the server holds.
  if (editing && saving.current) {
    saving.current = false;
    if (settled) baseline.current = { generation, values, editing };
  }
  return editing && values !== baseline.current.values;
}

/**
 * Leaving a form with unsaved changes asks first: a link anywhere in the app (the menu,
 * Cancel, Back to list) and closing or reloading the tab.
 */
export function useLeaveGuard(actor: RecordFormActor) {
  const unsaved = useHasUnsavedChanges(actor);
  const { t } = useLingui();
  const question = t`Leave this form? Your changes are not saved.`;
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || link.getAttribute('target') === '_blank') return;
      if (window.confirm(question)) return;
      // Captured on the document, before the router's own click handler sees it.
      event.preventDefault();
      event.stopPropagation();
    };
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [unsaved, question]);
}
