import { describe, expect, it } from 'vitest';
import { mergeOverlapping } from './merge-overlapping';

// Longitude and latitude stand for screen pixels here; every disc is 34 px wide.
const at = (longitude: number, latitude: number, count: number, score = 0) => ({ latitude, longitude, count, score });
const merge = (clusters: ReturnType<typeof at>[]) =>
  mergeOverlapping(clusters, (c) => ({ x: c.longitude, y: c.latitude }), () => 34);

describe('mergeOverlapping', () => {
  it('keeps groups whose discs are a gap apart', () => {
    const apart = [at(0, 0, 5), at(40, 0, 3), at(0, 40, 2)];
    expect(merge(apart)).toEqual(apart);
  });

  it('joins groups whose discs would touch into the biggest, adding counts and averaging feelings over the reviews', () => {
    const merged = merge([at(10, 0, 1, -3), at(0, 0, 3, 1)]);
    expect(merged).toEqual([{ latitude: 0, longitude: 0, count: 4, score: 0 }]);
  });

  it('joins every group that touches the one kept, and leaves the rest', () => {
    const merged = merge([at(0, 0, 10, 2), at(20, 0, 4, 2), at(-20, 0, 6, -2), at(200, 0, 1, 3)]);
    expect(merged).toEqual([at(0, 0, 20, 0.8), at(200, 0, 1, 3)]);
  });

  it('does not change what it was given', () => {
    const input = [at(0, 0, 3, 1), at(5, 0, 1, 1)];
    merge(input);
    expect(input).toEqual([at(0, 0, 3, 1), at(5, 0, 1, 1)]);
  });
});
