import { expect, it } from 'vitest';

it('turns off zod’s eval probe before zod loads', async () => {
  await import('./zod-without-eval');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  // Parsing still works without compiled parsers.
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
