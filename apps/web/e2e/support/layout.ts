import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

/** The sizes issue #13 was tried at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 900 };

export type Box = { x: number; y: number; width: number; height: number };

/** Where an element is drawn; fails when it is not drawn at all. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  return box!;
}
