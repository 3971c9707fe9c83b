import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, isMapTile, isMediaImage, isPublicApiRead, NAVIGATION_DENYLIST, PERSONAL_CACHE_NAMES, type RequestFacts } from './cache-rules';

const APP = 'https://suara.example.my';
const facts = (url: string, options: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({
  url: new URL(url, APP),
  method: 'GET',
  destination: '',
  appOrigin: APP,
  ...options,
});

describe('the public API reads kept for offline reading', () => {
  it.each([
    '/api/reviews?sort=latest&cursor=abc',
    '/api/reviews/trending?limit=6',
    '/api/reviews/map?bbox=101,3,102,4&zoom=12',
    '/api/reviews/search?q=lrt',
    '/api/reviews/01a2-review',
    '/api/reviews/01a2-review/comments',
    '/api/comments/01a3-comment/replies?limit=5',
    '/api/review-options',
    '/api/config',
    '/api/transit/stops',
  ])('keeps GET %s', (url) => {
    expect(isPublicApiRead(facts(url))).toBe(true);
  });

  it.each([
    '/api/auth/me',
    '/api/auth/sessions',
    '/api/users/me',
    '/api/users/me/export',
    '/api/users/01a4-user',
    '/api/users/01a4-user/reviews',
    '/api/notifications?limit=20',
    '/api/notifications/unread-count',
    '/api/notifications/stream?ticket=t',
    '/api/admin/overview',
    '/api/admin/reviews?status=submitted',
    '/api/polls',
    '/api/posters',
    '/api/geo/search?q=kl',
    '/api/reviews/01a2-review/reaction',
    '/api/files/uploads/photo.webp',
  ])('never keeps %s', (url) => {
    expect(isPublicApiRead(facts(url))).toBe(false);
  });

  it('keeps no write and nothing of another origin', () => {
    expect(isPublicApiRead(facts('/api/reviews', { method: 'POST' }))).toBe(false);
    expect(isPublicApiRead(facts('https://elsewhere.example/api/reviews'))).toBe(false);
  });
});

describe('media and map tiles', () => {
  it('keeps the site’s stored images, not downloads of them', () => {
    expect(isMediaImage(facts('/api/files/uploads/a.webp', { destination: 'image' }))).toBe(true);
    expect(isMediaImage(facts('/api/files/avatars/k.webp', { destination: 'image' }))).toBe(true);
    expect(isMediaImage(facts('/api/files/posters/p.png', { destination: 'image' }))).toBe(true);
    expect(isMediaImage(facts('/api/files/uploads/report.pdf', { destination: 'document' }))).toBe(false);
    expect(isMediaImage(facts('https://bucket.example/uploads/a.webp', { destination: 'image' }))).toBe(false);
  });

  it('keeps tile images of another origin by their z/x/y path', () => {
    expect(isMapTile(facts('https://tile.openstreetmap.org/13/6405/4024.png', { destination: 'image' }))).toBe(true);
    expect(isMapTile(facts('https://a.tiles.example.com/7/100/62@2x.png?key=k', { destination: 'image' }))).toBe(true);
    expect(isMapTile(facts('https://tile.openstreetmap.org/13/6405/4024.png', { destination: '' }))).toBe(false);
    expect(isMapTile(facts('https://bucket.example/uploads/photo.webp', { destination: 'image' }))).toBe(false);
    expect(isMapTile(facts('/13/6405/4024.png', { destination: 'image' }))).toBe(false);
  });
});

describe('page loads the app does not answer', () => {
  const denied = (pathAndQuery: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndQuery));

  it.each(['/api/auth/google', '/api/auth/google/callback?code=c&state=s', '/metrics', '/robots.txt', '/favicon.ico', '/sitemap.xml'])('leaves %s to the server', (url) => {
    expect(denied(url)).toBe(true);
  });

  it.each(['/', '/popular', '/popular?review=01a2&view=card', '/popular?q=a.b', '/verify-email/Ab_-9xYz', '/metrics-and-more'])('answers %s with the app', (url) => {
    expect(denied(url)).toBe(false);
  });
});

it('empties on sign-out every runtime cache but the map tiles', () => {
  expect([...PERSONAL_CACHE_NAMES].sort()).toEqual([CACHE_NAMES.media, CACHE_NAMES.publicApi].sort());
});
