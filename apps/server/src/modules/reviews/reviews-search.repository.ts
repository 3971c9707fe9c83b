import { isSearchWord, type SearchTerm } from '@suara/domain';
import { count, desc, inArray, sql, type AnyColumn, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { literalLimit } from '../../db/literal-limit.ts';
import { preparedQueries } from '../../db/prepared-queries.ts';
import { reviews, searchWords } from '../../db/schema/index.ts';
import { authorOfReview, feelingOfReview, visible } from './reviews.repository.ts';

/**
 * The newest reviews tried first, in order, before the indexes are asked: when the words are
 * common, the results are among them and reading stops after a few rows.
 */
export const RECENT_WINDOW = 500;
/**
 * The newest reviews tried next, once typo forms are known, before all of them through GIN: words
 * each common but rarely together ('bus ktm', 0.3 % of a million reviews) are found among them in
 * 4 ms, where GIN, which must intersect the two words' long lists of prefix matches, took 202 ms.
 * Reading them costs 3 ms at a million reviews whatever the words.
 */
export const WIDE_WINDOW = 5_000;
/**
 * How far back words that are each common among the newest reviews are looked for together, in
 * place of GIN: intersecting two common words' long lists of prefix matches is what costs, however
 * few reviews hold both ('bus ktm' at a million reviews: 211 ms for 3,292 matches among 23,447
 * candidates), while this window stops at the tenth match and reads at most 20,000 rows (about
 * 16 ms at a million). Older matches of such words are not searched: the bounded read the search
 * pays to never stall (issue #19).
 */
export const DEEP_WINDOW = 20_000;
/**
 * word_similarity from which a review word counts as a typo of the query's ('pemadu' 0.57 and
 * 'stesyen' 0.5 of pemandu and stesen); pg_trgm's default 0.6 misses most one-letter slips.
 */
export const SIMILARITY_THRESHOLD = 0.5;
/** The most words kept as typo forms of one misspelt word. */
const SIMILAR_WORDS_MAX = 20;


/**
 * '(bus:* | bas:*)': words starting with any of `prefixes`. Built from sanitised words only
 * (letters, digits and marks: nothing tsquery reads as syntax) and always sent as a parameter.
 */
const anyPrefix = (prefixes: string[]) => `(${prefixes.map((prefix) => `${prefix}:*`).join(' | ')})`;

/** `search` matches the tsquery text `query`, which PostgreSQL sees when it plans for the values. */
const textQuery = (search: AnyColumn, query: string | Placeholder) => sql`${search} @@ to_tsquery('simple', ${query})`;

/**
 * The same, with `query` parsed by a subquery once per run, where the plan must not depend on the
 * words (a window of the newest reviews, or GIN alone): PostgreSQL cannot see them, so it plans
 * every query alike and keeps the plan; and in a kept plan, to_tsquery as such would run again for
 * every row read (2.9 ms instead of 0.8 for a window of 374 reviews).
 */
const textQueryParsedOnce = (search: AnyColumn, query: string | Placeholder) => sql`${search} @@ (select to_tsquery('simple', ${query}))`;

/** `word` is similar to one of `forms` (word_similarity at least SIMILARITY_THRESHOLD). */
const anySimilar = (forms: string[], word: AnyColumn) => sql.join(
  forms.map((form) => sql`${form} <% ${word}`),
  sql` or `,
);

/**
 * Whether, for the rest of the transaction (where sequential scans are off), reviews may be read in
 * the order of an index (reviews_latest_idx). Off, they are read only through bitmaps of their indexes
 * (GIN above all): for the steps where only the matches matter, and where the planner's estimate of
 * how many there are may be far off (after an ANALYZE, a count of a word no review has walked
 * reviews_latest_idx through a million reviews: 1,089 ms against 0.2 through GIN).
 */
const orderedIndexScans = (db: Database, allowed: boolean) => db.execute(sql`select set_config('enable_indexscan', ${allowed ? 'on' : 'off'}, true)`);

/** The newest `window` visible reviews' words, read in order from reviews_latest_idx. */
function recentReviews(db: Database, window: number) {
  return db
    .select({ id: reviews.id, createdAt: reviews.createdAt, search: reviews.search })
    .from(reviews)
    .where(visible)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(literalLimit(window))
    .as('recent');
}

/** How many of the newest RECENT_WINDOW reviews each of `queries` matches: one bounded read. */
async function recentCounts(db: Database, queries: string[]): Promise<number[]> {
  const recent = recentReviews(db, RECENT_WINDOW);
  const counts = Object.fromEntries(
    queries.map((query, index) => [`c${index}`, sql<number>`count(*) filter (where ${textQueryParsedOnce(recent.search, query)})`.mapWith(Number)]),
  );
  const [row] = await db.select(counts).from(recent);
  return queries.map((_, index) => row?.[`c${index}`] ?? 0);
}

/**
 * How common each term is. `scarce`: the terms whose own forms match fewer than `few` visible
 * reviews and that may have typo forms: those get them. `everyCommon`: every term matches `few` of
 * the newest RECENT_WINDOW reviews, known from one bounded read for all terms, or for a single term
 * from `matchesInRecent`, what the first statement found there. Only the typo-able
 * terms that are not common there are counted through GIN (ordered index scans off, so no plan can
 * walk the whole table for a word that turns out rare), which reads their lists of matches: short,
 * as a word rare among the newest reviews is seldom common overall. Counting stops at `few`.
 */
async function termFrequencies(db: Database, terms: SearchTerm[], few: number, matchesInRecent: number): Promise<{ scarce: Set<number>; everyCommon: boolean }> {
  const inRecent = terms.length === 1 ? [matchesInRecent] : await recentCounts(db, terms.map((term) => anyPrefix(term.forms)));
  const everyCommon = inRecent.every((matches) => matches >= few);
  const unsure = [...terms.keys()].filter((index) => (terms[index]!.swaps.length > 0 || terms[index]!.similar.length > 0) && inRecent[index]! < few);
  const counts = unsure.map((index) => {
    const sample = db
      .select({ one: sql`1`.as('one') })
      .from(reviews)
      .where(sql`${visible} and ${textQuery(reviews.search, anyPrefix(terms[index]!.forms))}`)
      .limit(few)
      .as(`sample${index}`);
    return db.select({ index: sql<number>`${index}::int`.mapWith(Number), matches: count() }).from(sample);
  });
  const [first, second, ...rest] = counts;
  if (!first) return { scarce: new Set(), everyCommon };
  await orderedIndexScans(db, false);
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  await orderedIndexScans(db, true);
  return { scarce: new Set(rows.filter((row) => row.matches < few).map((row) => row.index)), everyCommon };
}

/**
 * Words of reviews similar to one of `forms` by trigrams, the closest first: looked up in the
 * vocabulary of every review's words (search_words, through its trigram index), a table of words
 * rather than of reviews, so a typo costs one small lookup.
 */
async function similarWords(db: Database, forms: string[]): Promise<string[]> {
  if (forms.length === 0) return [];
  const closeness = sql.join(
    forms.map((form) => sql`word_similarity(${form}, ${searchWords.word})`),
    sql`, `,
  );
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(anySimilar(forms, searchWords.word))
    .orderBy(sql`greatest(${closeness}) desc`, searchWords.word)
    .limit(SIMILAR_WORDS_MAX);
  return rows.map((row) => row.word).filter(isSearchWord);
}

/**
 * What each term's words may start with: its forms; for a term few reviews match, also its swapped
 * forms and the words similar to it. The search itself is then one tsquery, exact in GIN.
 */
async function prefixesOf(db: Database, terms: SearchTerm[], scarce: Set<number>): Promise<string[][]> {
  const prefixes: string[][] = [];
  for (const [index, term] of terms.entries()) {
    const typos = scarce.has(index) ? [...term.swaps, ...(await similarWords(db, term.similar))] : [];
    prefixes.push([...new Set([...term.forms, ...typos])]);
  }
  return prefixes;
}

/** Matching ids among the newest `window` reviews, newest first, read from reviews_latest_idx. */
function recentMatches(db: Database, query: string | Placeholder, limit: number, window: number) {
  const recent = recentReviews(db, window);
  return db
    .select({ id: recent.id })
    .from(recent)
    .where(textQueryParsedOnce(recent.search, query))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(literalLimit(limit));
}

/** Matching ids among all visible reviews, newest first. */
function allMatches(db: Database, query: string, limit: number) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(sql`${visible} and ${textQueryParsedOnce(reviews.search, query)}`)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** The reviews of `ids` as search results show them, newest first. */
function resultsOf(db: Database, ids: SQLWrapper) {
  return db
    .select({
      id: reviews.id,
      author: authorOfReview,
      experience: reviews.experience,
      operatorName: reviews.operatorName,
      routeName: reviews.routeName,
      stopName: reviews.stopName,
      vehiclePlate: reviews.vehiclePlate,
      createdAt: reviews.createdAt,
      feeling: feelingOfReview,
    })
    .from(reviews)
    .where(inArray(reviews.id, ids))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** resultsOf(recentMatches) with the tsquery a placeholder, built once per limit. */
const recentResultsQuery = preparedQueries(
  'search-recent',
  (limit: number) => String(limit),
  (db, limit: number, name) => resultsOf(db, recentMatches(db, sql.placeholder('query'), limit, RECENT_WINDOW)).prepare(name),
);

/**
 * The newest `limit` visible reviews matching every term (`terms` not empty). First, one statement:
 * the newest RECENT_WINDOW reviews, matched by the terms' own forms. When they hold `limit` matches,
 * every term matches at least `limit` reviews, so none would get typo forms below and that is the
 * answer: a common word costs one query. Else, in one transaction: the prefixes of each term (typo
 * forms only for a word fewer than `limit` reviews contain: for a common word they would add other
 * words); the newest WIDE_WINDOW reviews; then all reviews through GIN, as the planner, on an
 * estimate that words each common are common together (they may never be), would read
 * reviews_latest_idx through every review. Words each common among the newest reviews are instead
 * read from the newest DEEP_WINDOW only, since GIN's intersection of their long lists is what costs.
 * Every statement reads a bounded number of rows or, through GIN, the matches of a word that is not common.
 */
export async function searchReviews(db: Database, terms: SearchTerm[], limit: number) {
  const plain = terms.map((term) => anyPrefix(term.forms)).join(' & ');
  const common = await recentResultsQuery(db, limit).execute({ query: plain });
  if (common.length === limit) return common;
  // The statements below are not named: a kept (generic) plan of a named statement would not follow
  // the changes of enable_seqscan and enable_indexscan made here.
  return db.transaction(async (tx) => {
    // Never a sequential scan: counting a word to `limit` with one, on an estimate of a few hundred
    // matches, read all 100,000 reviews for a word none has (60 ms); GIN answers that in 2 ms.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    const { scarce, everyCommon } = await termFrequencies(tx, terms, limit, common.length);
    const query = (await prefixesOf(tx, terms, scarce)).map(anyPrefix).join(' & ');
    const recent = await resultsOf(tx, recentMatches(tx, query, limit, everyCommon ? DEEP_WINDOW : WIDE_WINDOW));
    if (recent.length === limit || everyCommon) return recent;
    await orderedIndexScans(tx, false);
    return resultsOf(tx, allMatches(tx, query, limit));
  });
}
export type SearchResultRow = Awaited<ReturnType<typeof searchReviews>>[number];
