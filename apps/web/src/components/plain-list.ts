/** A `ul` or `ol` laid out by its Stack or Group: no bullets, numbers or indent of its own. */
export const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;
