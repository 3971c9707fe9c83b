/** Small constructors that keep the content files readable. */
import type {
  InfoBlock,
  InfoContact,
  InfoDefinitions,
  InfoLink,
  InfoLinkList,
  InfoList,
  InfoNote,
  InfoParagraph,
  InfoStrong,
  InfoSubsection,
  RichText,
} from './types';

export const link = (label: string, href: string, lang?: string): InfoLink =>
  lang ? { kind: 'link', label, href, lang } : { kind: 'link', label, href };

export const strong = (text: string): InfoStrong => ({ kind: 'strong', text });

export const p = (text: RichText): InfoParagraph => ({ type: 'paragraph', text });

export const ul = (...items: RichText[]): InfoList => ({ type: 'list', items });

export const ol = (...items: RichText[]): InfoList => ({ type: 'list', ordered: true, items });

export const defs = (
  ...items: { term: string; description: RichText }[]
): InfoDefinitions => ({ type: 'definitions', items });

export const links = (...items: InfoLink[]): InfoLinkList => ({ type: 'links', items });

export const note = (text: RichText): InfoNote => ({ type: 'note', text });

export const contact = (): InfoContact => ({ type: 'contact' });

export const sub = (heading: string, ...blocks: InfoBlock[]): InfoSubsection => ({
  type: 'subsection',
  heading,
  blocks,
});
