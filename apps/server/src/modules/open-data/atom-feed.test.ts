import { describe, expect, it } from 'vitest';
import { atomXml, type AtomFeed } from './atom-feed.ts';

const feed = (over: Partial<AtomFeed> = {}): AtomFeed => ({
  id: 'urn:uuid:0190f2b4-0000-7000-8000-000000000000',
  title: 'T',
  subtitle: 'S',
  selfUrl: 'https://example.org/feeds/operators/a.atom',
  pageUrl: 'https://example.org/insights/operators/a',
  relatedUrl: 'https://example.org/open-data',
  author: { name: 'Suara Transit', uri: 'https://example.org' },
  rights: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  updated: new Date('2026-03-10T02:00:00.123Z'),
  entries: [],
  ...over,
});

describe('atomXml', () => {
  it('escapes attribute values, quotes included, and drops what XML cannot carry', () => {
    const xml = atomXml(
      feed({
        selfUrl: 'https://example.org/feeds?a=1&b="2"',
        entries: [
          {
            id: 'urn:uuid:1',
            title: 'A <b> & "c"\u0002',
            url: 'https://example.org/popular?review=1&x=<y>',
            published: new Date('2026-03-10T02:00:00Z'),
            updated: new Date('2026-03-10T02:00:00Z'),
            content: "it's ]]> fine\u0007",
            categories: [{ scheme: 'https://example.org/open-data#service_code', term: 'A"B', label: 'Bus & <"Rail">\u0000' }],
          },
        ],
      }),
    );
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://example.org/feeds?a=1&amp;b=&quot;2&quot;"/>');
    expect(xml).toContain('<title type="text">A &lt;b&gt; &amp; "c"</title>');
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://example.org/popular?review=1&amp;x=&lt;y&gt;"/>');
    expect(xml).toContain('<category scheme="https://example.org/open-data#service_code" term="A&quot;B" label="Bus &amp; &lt;&quot;Rail&quot;&gt;"/>');
    expect(xml).toContain("<content type=\"text\">it's ]]&gt; fine</content>");
  });

  it('writes dates in UTC without fractions of a second', () => {
    expect(atomXml(feed())).toContain('<updated>2026-03-10T02:00:00Z</updated>');
  });
});
