import { describe, expect, it } from 'vitest';
import { createListeners } from './listeners';

describe('createListeners', () => {
  it('calls every subscribed listener on notify, and none once unsubscribed', () => {
    const { subscribe, notify } = createListeners();
    const calls: string[] = [];
    const stopA = subscribe(() => calls.push('a'));
    subscribe(() => calls.push('b'));
    notify();
    stopA();
    notify();
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
