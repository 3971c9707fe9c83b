import { describe, expect, it } from 'vitest';
import { TimeoutError, withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  it('settles as the promise does when it is in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, 'quick')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('no')), 1000, 'quick')).rejects.toThrow('no');
  });

  it('rejects with a TimeoutError naming the wait when the promise never settles', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(never, 20, 'the review options')).rejects.toThrow(new TimeoutError('the review options', 20));
    await expect(withTimeout(never, 20, 'x')).rejects.toBeInstanceOf(TimeoutError);
  });
});
