import { xmlText } from './open311.xml.ts';

/*
 * Atom 1.0 (RFC 4287) as text: the few elements our feeds use, each value escaped. Element text goes
 * through Open311's xmlText (escaped, characters XML cannot carry dropped); attribute values also
 * escape the double quote that delimits them.
 */

const xmlAttribute = (value: string) => xmlText(value).replace(/"/g, '&quot;');

/** RFC 3339 in UTC, as Atom's date constructs want it: '2026-03-10T02:00:00Z'. */
const atomDate = (instant: Date) => `${instant.toISOString().slice(0, 19)}Z`;

export type AtomCategory = { term: string; label: string; scheme: string };

export type AtomEntry = {
  /** A permanent IRI: the same entry keeps it wherever the site moves. */
  id: string;
  title: string;
  /** The entry's page on the site. */
  url: string;
  published: Date;
  updated: Date;
  /** Plain text; readers show it as it is. */
  content: string;
  categories: readonly AtomCategory[];
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own address (rel="self"). */
  selfUrl: string;
  /** The same reviews as a page of the site (rel="alternate"): the scorecard. */
  pageUrl: string;
  /** Where a person reads about the data (rel="related"). */
  relatedUrl: string;
  author: { name: string; uri: string };
  rights: string;
  licenceUrl: string;
  /** The newest entry's `updated`, or a fixed instant for a feed without entries (so caches agree). */
  updated: Date;
  entries: readonly AtomEntry[];
};

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;
const link = (rel: string, href: string, type?: string) => `<link rel="${rel}"${type ? ` type="${type}"` : ''} href="${xmlAttribute(href)}"/>`;

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    element('id', entry.id),
    `<title type="text">${xmlText(entry.title)}</title>`,
    link('alternate', entry.url, 'text/html'),
    element('published', atomDate(entry.published)),
    element('updated', atomDate(entry.updated)),
    ...entry.categories.map((c) => `<category scheme="${xmlAttribute(c.scheme)}" term="${xmlAttribute(c.term)}" label="${xmlAttribute(c.label)}"/>`),
    `<content type="text">${xmlText(entry.content)}</content>`,
    '</entry>',
  ].join('');
}

/** The whole document: one feed, its entries newest first as given. */
export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element('id', feed.id),
    `<title type="text">${xmlText(feed.title)}</title>`,
    `<subtitle type="text">${xmlText(feed.subtitle)}</subtitle>`,
    link('self', feed.selfUrl, 'application/atom+xml'),
    link('alternate', feed.pageUrl, 'text/html'),
    link('related', feed.relatedUrl, 'text/html'),
    link('license', feed.licenceUrl),
    element('updated', atomDate(feed.updated)),
    `<author>${element('name', feed.author.name)}${element('uri', feed.author.uri)}</author>`,
    `<rights type="text">${xmlText(feed.rights)}</rights>`,
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}
