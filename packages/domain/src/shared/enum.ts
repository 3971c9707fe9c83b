/** Keys of a constant option list as the non-empty tuple `z.enum` needs. */
export function keysOf<const T extends { readonly key: string }>(
  items: readonly T[],
): [T['key'], ...T['key'][]] {
  return items.map((item) => item.key) as [T['key'], ...T['key'][]];
}
