import { useEffect, useState } from 'react';
import type { OutboxDraft } from './outbox-draft';
import { draftsOf, onOutboxChange } from './outbox-store';

/** The signed-in rider's drafts, kept current as any tab changes the outbox; [] for a visitor. */
export function useOutboxDrafts(userId: string | undefined): OutboxDraft[] {
  const [drafts, setDrafts] = useState<OutboxDraft[]>([]);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const load = () => {
      draftsOf(userId).then(
        (list) => {
          if (current) setDrafts(list);
        },
        (error: unknown) => console.warn('The offline drafts could not be read', error),
      );
    };
    load();
    const stop = onOutboxChange(load);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  // Another account's list may still be here for a moment after a switch: never show it.
  return drafts.filter((draft) => draft.userId === userId);
}
