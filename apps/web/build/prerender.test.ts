import { describe, expect, it } from 'vitest';
import { PRERENDERED_URLS, prerenderedFileName } from '../src/prerender/prerendered-pages';
import { fillTemplate, withHeadStyle } from './prerender';

const TEMPLATE = '<html><head><title>Suara Transit</title><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

describe('fillTemplate', () => {
  it('puts the page inside #root, marked with its address, #root and <main> inert, and its title in the head', () => {
    const html = fillTemplate(TEMPLATE, '/popular?view=card&a="b"', '<title>Popular reviews · Suara Transit</title><header></header><main id="main" tabindex="-1"><h1>Popular reviews</h1></main>');
    expect(html).toBe(
      '<html><head><title>Popular reviews · Suara Transit</title><link rel="stylesheet" href="/assets/index.css"></head><body>' +
        '<div id="root" data-prerendered="/popular?view=card&amp;a=&quot;b&quot;" inert><header></header><main id="main" inert tabindex="-1"><h1>Popular reviews</h1></main></div></body></html>',
    );
  });

  it("keeps index.html's title when the page renders none, and markup with $ patterns as it is", () => {
    const html = fillTemplate(TEMPLATE, '/', '<main id="main"><p>$& costs $1</p></main>');
    expect(html).toContain('<title>Suara Transit</title>');
    expect(html).toContain('<div id="root" data-prerendered="/" inert><main id="main" inert><p>$& costs $1</p></main></div>');
  });

  it('refuses a template without an empty #root, and a page without <main id="main">', () => {
    expect(() => fillTemplate('<div id="root">x</div>', '/', '<main id="main"></main>')).toThrow(/no empty <div id="root"><\/div>/);
    expect(() => fillTemplate(TEMPLATE, '/', '<main><p></p></main>')).toThrow(/no <main id="main">/);
  });
});

describe('withHeadStyle', () => {
  it("puts the style at the end of the head, $ patterns as they are, and refuses a template without a head", () => {
    expect(withHeadStyle(TEMPLATE, '<style>:root{--a:"$&"}</style>')).toContain('<link rel="stylesheet" href="/assets/index.css"><style>:root{--a:"$&"}</style></head><body>');
    expect(() => withHeadStyle('<div id="root"></div>', '<style></style>')).toThrow(/no <\/head>/);
  });
});

describe('prerenderedFileName', () => {
  it('names each address by its path and query, the home page index.html', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/about-us')).toBe('about-us.html');
    expect(prerenderedFileName('/popular?view=card')).toBe('popular-view-card.html');
  });

  it('gives every pre-rendered address its own file', () => {
    expect(new Set(PRERENDERED_URLS.map(prerenderedFileName)).size).toBe(PRERENDERED_URLS.length);
  });
});
