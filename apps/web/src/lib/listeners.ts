/**
 * The listeners of one store's changes: `subscribe` returns the unsubscribe (the shape
 * useSyncExternalStore takes), `notify` calls each of them.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
