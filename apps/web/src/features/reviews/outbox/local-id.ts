/** An id for a draft, a kept file or a tab, unique on this device (crypto.randomUUID needs a secure context). */
export function localId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
