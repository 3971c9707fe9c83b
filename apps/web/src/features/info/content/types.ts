/**
 * Shapes for the information pages' content. Each page keeps its prose in
 * `content/<page>.ts` as `{ en, ms }`; the components in `components/`
 * render it. Content files are plain data: no React, no i18n keys.
 */

export type InfoLang = 'en' | 'ms';

/** One value per language. */
export type Localised<T> = Readonly<Record<InfoLang, T>>;

/**
 * A link inside running text. `href` starting with '/' is an in-app route
 * (rendered with the router's Link); anything else (https:, mailto:, tel:)
 * is a plain anchor. The label must make sense on its own, out of context.
 */
export interface InfoLink {
  readonly kind: 'link';
  readonly label: string;
  readonly href: string;
  /** Language of the label when it differs from the page (e.g. 'en'). */
  readonly lang?: string;
}

/** Emphasised words (rendered as <strong>). */
export interface InfoStrong {
  readonly kind: 'strong';
  readonly text: string;
}

export type InfoInline = string | InfoLink | InfoStrong;

/** A run of text: a plain string, or text mixed with links and emphasis. */
export type RichText = string | readonly InfoInline[];

export interface InfoParagraph {
  readonly type: 'paragraph';
  readonly text: RichText;
}

export interface InfoList {
  readonly type: 'list';
  readonly ordered?: boolean;
  readonly items: readonly RichText[];
}

/** A list of term + explanation pairs, e.g. "Account data — why we keep it". */
export interface InfoDefinitions {
  readonly type: 'definitions';
  readonly items: readonly { readonly term: string; readonly description: RichText }[];
}

/** A set of links shown as a list (e.g. "Read more"). */
export interface InfoLinkList {
  readonly type: 'links';
  readonly items: readonly InfoLink[];
}

/** A highlighted note, for something the reader must not miss. */
export interface InfoNote {
  readonly type: 'note';
  readonly text: RichText;
}

/** The company's phone, e-mail and postal address from lib/contact-details. */
export interface InfoContact {
  readonly type: 'contact';
}

/** A nested part of a section, one heading level down. */
export interface InfoSubsection {
  readonly type: 'subsection';
  readonly heading: string;
  readonly blocks: readonly InfoBlock[];
}

export type InfoBlock =
  | InfoParagraph
  | InfoList
  | InfoDefinitions
  | InfoLinkList
  | InfoNote
  | InfoContact
  | InfoSubsection;

export interface InfoSection {
  /** Stable anchor id (same in both languages), used for in-page links. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly InfoBlock[];
}

export interface InfoDate {
  /** 'effective' → "Effective from …"; 'updated' → "Last updated …". */
  readonly kind: 'effective' | 'updated';
  /** ISO date for the <time> element, e.g. '2020-07-21'. */
  readonly iso: string;
  /** The date as people read it, e.g. '21 July 2020'. */
  readonly display: string;
}

export interface InfoPageContent {
  /** The page's only h1, also used in the document title. */
  readonly title: string;
  /** Opening paragraph(s) under the title. */
  readonly lead?: readonly RichText[];
  readonly date?: InfoDate;
  /** Show an "On this page" list of section links (long pages). */
  readonly toc?: boolean;
  readonly sections: readonly InfoSection[];
}
