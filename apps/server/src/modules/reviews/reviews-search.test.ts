import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from '@suara/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { reviewOptions, reviews, searchWords, users } from '../../db/schema/index.ts';
import { insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { DEEP_WINDOW, RECENT_WINDOW, WIDE_WINDOW } from './reviews-search.repository.ts';
import { optionIds, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let rider: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await optionIds(t);
  rider = await signUpAndIn(t);
});
afterAll(async () => {
  await t.close();
});

type Result = { id: string; user: { id: string; name: string; avatarUrl: string | null }; experience: string; createdAt: string } & Record<string, unknown>;

const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/reviews/search?q=${encodeURIComponent(q)}` });

async function found(q: string): Promise<string[]> {
  const res = await search(q);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json<{ items: Result[] }>().items.map((item) => item.id);
}

// Reviews are written a minute apart, oldest first, so newest-first order is known.
let clock = Date.now() - 30 * 86_400_000;
const tick = () => new Date((clock += 60_000));

/** A review with only the texts given (no default operator, route or stop words to match by chance). */
async function review(experience: string, extra: Partial<typeof reviews.$inferInsert> = {}) {
  const row = await insertReview(t, rider.id, { experience, operatorName: null, routeName: null, createdAt: tick(), ...extra });
  return row.id;
}

describe('GET /api/reviews/search: matching', () => {
  it('finds a word by its beginning, in any searchable text, newest first, with what the result line shows', async () => {
    const older = await review('Xanadu line was late again');
    const newer = await review('The xanadubound bus skipped us', {
      feelingId: ids.feeling.GOOD,
      score: 2,
      operatorName: 'Rapid KL',
      routeName: 'T789',
      stopName: 'Jalan Gasing',
      vehiclePlate: 'WXY 1234',
    });
    const other = await review('Nothing to see here');
    expect(await found('xana')).toEqual([newer, older]);
    expect(await found('XANADU')).toEqual([newer, older]);

    const res = await search('xanadub');
    const [item] = res.json<{ items: Result[] }>().items;
    const [good] = await t.db.select().from(reviewOptions).where(and(eq(reviewOptions.category, 'feeling'), eq(reviewOptions.key, 'GOOD')));
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, newer));
    expect(item).toEqual({
      id: newer,
      user: { id: rider.id, name: rider.name, avatarUrl: null },
      experience: 'The xanadubound bus skipped us',
      operatorName: 'Rapid KL',
      routeName: 'T789',
      stopName: 'Jalan Gasing',
      vehiclePlate: 'WXY 1234',
      createdAt: row!.createdAt.toISOString(),
      feeling: { key: 'GOOD', title: good!.title, titleMs: good!.titleMs, score: 2, icon: good!.icon },
    });
    // Nothing private of the author, nor other review columns.
    expect(res.body).not.toContain(rider.email);
    expect(res.body).not.toContain(rider.username);
    expect(res.body).not.toContain('ticketNumber');
    expect(await found('xana')).not.toContain(other);
  });

  it('searches the comment, operator, route, stop, plate, address and Other texts too', async () => {
    const cases: [string, Partial<typeof reviews.$inferInsert>][] = [
      ['albatross', { comment: 'Albatross: please fix it' }],
      ['borealis', { operatorName: 'Borealis Transit Sdn Bhd' }],
      ['cx77', { routeName: 'CX77' }],
      ['dunmore', { stopName: 'Dunmore Sentral' }],
      ['qx9', { vehiclePlate: 'QX9 4321' }],
      ['eucalyptus', { address: '12 Jalan Eucalyptus, Petaling Jaya' }],
      ['fjord', { serviceText: 'Fjord ferry' }],
      ['gargoyle', { aspectText: 'Gargoyle lighting' }],
    ];
    for (const [word, extra] of cases) {
      const id = await review('Plain words only', extra);
      expect(await found(word), word).toEqual([id]);
    }
    // Digits are words too: the plate's number alone.
    expect(await found('4321')).toHaveLength(1);
  });

  it('finds words of any script and case', async () => {
    const id = await review('Menunggu di ÉCOLE Sentral, பேருந்து நிலையம், 巴士站');
    for (const q of ['école', 'ÉCOLE', 'Éco', 'நிலை', 'பேருந்து', '巴士', 'ＥＣＯＬＥ']) expect(await found(q), q).toEqual([id]);
  });

  it('widens English and Malay words with the synonym table, both ways', async () => {
    const bas = await review('Bas zinnober penuh pagi ini');
    const driver = await review('The zinnober driver was rude');
    const stesen = await review('Stesen zinnober kotor');
    expect(await found('bus zinnober')).toEqual([bas]);
    expect(await found('bas zinnober')).toEqual([bas]);
    expect(await found('pemandu zinnober')).toEqual([driver]);
    expect(await found('biadap zinnober')).toEqual([driver]);
    expect(await found('station zinnober')).toEqual([stesen]);
    expect(await found('dirty zinnober')).toEqual([stesen]);
  });

  it('forgives small typos in a word that few reviews contain', async () => {
    const driver = await review('Our quetzal driver waited for us');
    const pemandu = await review('Pemandu quetzal sangat baik');
    const stesen = await review('Stesen quetzal bersih');
    // Two letters swapped, one missing, one wrong, one extra.
    expect(await found('drvier quetzal')).toEqual([driver]);
    expect(await found('pemadu quetzal')).toEqual([pemandu]);
    expect(await found('pemandy quetzal')).toEqual([pemandu]);
    expect(await found('stesyen quetzal')).toEqual([stesen]);
    expect(await found('quetzl')).toEqual([stesen, pemandu, driver]);
    // Synonyms widen the word as typed: a misspelt 'driver' is in no synonym group.
    expect(await found('drvier quetzal')).not.toContain(pemandu);
  });

  it('keeps every word of every review once in the vocabulary typos are looked up in, bulk inserts too', async () => {
    const wordsIn = async (words: string[]) =>
      (await t.db.select({ word: searchWords.word }).from(searchWords).where(inArray(searchWords.word, words))).map((row) => row.word).sort();
    expect(await wordsIn(['marzipan', 'wombat', 'xylofon'])).toEqual([]);
    await review('Marzipan wombat marzipan', { vehiclePlate: 'WXY 1234' });
    expect(await wordsIn(['marzipan', 'wombat', 'wxy', '1234'])).toEqual(['1234', 'marzipan', 'wombat', 'wxy']);
    const [template] = await t.db.select().from(reviews).where(eq(reviews.userId, rider.id)).limit(1);
    const { id: _id, ticketNumber: _ticket, search: _search, ...columns } = template!;
    await t.db.insert(reviews).values(['Xylofon wombat', 'Xylofon again'].map((experience) => ({ ...columns, experience, createdAt: tick() })));
    expect(await wordsIn(['marzipan', 'wombat', 'xylofon', 'again'])).toEqual(['again', 'marzipan', 'wombat', 'xylofon']);
    expect(await found('xylofn')).toHaveLength(2);
  });

  it('gives a word that many reviews contain no typo forms: its near neighbours are other words', async () => {
    const common: string[] = [];
    for (let i = 0; i < SEARCH_RESULTS_MAX; i++) common.push(await review(`Gondola ride number ${i}`));
    const neighbour = await review('Gondala is another place');
    expect(await found('gondola')).toEqual(common.toReversed());
    // The rare word gets typo forms, and so finds the gondolas too, after itself (the newest).
    const rare = await found('gondala');
    expect(rare[0]).toBe(neighbour);
    expect(rare).toContain(common.at(-1));
  });

  it('needs every word to match, in any order', async () => {
    const late = await review('Zanzibar express lambat lagi');
    const early = await review('Zanzibar express awal hari ini');
    expect(await found('zanzibar')).toEqual([early, late]);
    expect(await found('zanzibar lambat')).toEqual([late]);
    expect(await found('lambat zanzibar')).toEqual([late]);
    expect(await found('zanzibar late')).toEqual([late]);
    expect(await found('zanzibar express awal')).toEqual([early]);
    expect(await found('zanzibar lambat awal')).toEqual([]);
    expect(await found('zanzibar nowhere')).toEqual([]);
  });

  it('never shows hidden or deleted reviews; a deleted account shows as Deleted user', async () => {
    const shown = await review('Yttrium tram was fine');
    await review('Yttrium tram hidden by moderation', { status: 'hidden' });
    await review('Yttrium tram deleted by its author', { deletedAt: new Date() });
    const verified = await review('Yttrium tram verified', { status: 'verified' });
    expect(await found('yttrium')).toEqual([verified, shown]);
    expect(await found('yttrium hidden')).toEqual([]);
    expect(await found('yttrium deleted')).toEqual([]);

    const leaver = await signUpAndIn(t);
    const left = (await insertReview(t, leaver.id, { experience: 'Obsidian stop', operatorName: null, routeName: null, createdAt: tick() })).id;
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.id));
    const res = await search('obsidian');
    expect(res.json().items).toEqual([expect.objectContaining({ id: left, user: { id: leaver.id, name: 'Deleted user', avatarUrl: null } })]);
    expect(res.body).not.toContain(leaver.name);
    expect(res.body).not.toContain(leaver.email);
  });

  it('returns at most SEARCH_RESULTS_MAX, the newest, whether the matches are recent or old', async () => {
    const recent: string[] = [];
    for (let i = 0; i < SEARCH_RESULTS_MAX + 2; i++) recent.push(await review(`Quasar shuttle trip ${i}`));
    expect(await found('quasar')).toEqual(recent.toReversed().slice(0, SEARCH_RESULTS_MAX));

    // Old matches behind more than RECENT_WINDOW newer reviews are found in the wider window, and
    // behind more than WIDE_WINDOW through the indexes.
    const old: string[] = [];
    for (let i = 0; i < SEARCH_RESULTS_MAX + 2; i++) old.push(await review(`Nebula ferry trip ${i}`));
    const [template] = await t.db.select().from(reviews).where(eq(reviews.id, old[0]!));
    const { id: _id, ticketNumber: _ticket, search: _search, ...columns } = template!;
    const fillers = Array.from({ length: WIDE_WINDOW + 10 }, (_, i) => ({ ...columns, experience: `Filler ride ${i}`, createdAt: tick() }));
    await t.db.insert(reviews).values(fillers.slice(0, RECENT_WINDOW + 10));
    expect(await found('nebula ferry')).toEqual(old.toReversed().slice(0, SEARCH_RESULTS_MAX));
    for (let start = RECENT_WINDOW + 10; start < fillers.length; start += 1_000) await t.db.insert(reviews).values(fillers.slice(start, start + 1_000));
    expect(await found('nebula')).toEqual(old.toReversed().slice(0, SEARCH_RESULTS_MAX));
    expect(await found('nebula ferry 3')).toEqual([old[3]]);
    // A typo of it too, through the trigram index.
    expect(await found('nebla')).toEqual(old.toReversed().slice(0, SEARCH_RESULTS_MAX));
    expect(await found('quasar')).toEqual(recent.toReversed().slice(0, SEARCH_RESULTS_MAX));
    // A rare old word with a typo: the trigram index finds it too.
    const rare = await review('Kaleidoskop kiosk');
    await t.db.update(reviews).set({ createdAt: new Date(Date.now() - 60 * 86_400_000) }).where(eq(reviews.id, rare));
    expect(await found('kaleidoskp')).toEqual([rare]);
  });
});

/** `count` reviews newer than every one so far, a minute apart, each saying 'Pulsar' or 'Comet' (alternately), in one statement. */
async function pulsarOrComet(count: number) {
  const like = await review('A ride like the others');
  const from = new Date(clock).toISOString();
  clock += count * 60_000;
  await t.db.execute(sql`
    insert into ${reviews} (id, user_id, feeling_id, score, service_id, aspect_id, experience, incident_at, created_at)
    select gen_random_uuid(), r.user_id, r.feeling_id, r.score, r.service_id, r.aspect_id,
      case when g % 2 = 0 then 'Pulsar ride ' else 'Comet ride ' end || g, r.incident_at, ${from}::timestamptz + g * interval '1 minute'
    from ${reviews} r, generate_series(1, ${count}::int) g
    where r.id = ${like}`);
}

describe('GET /api/reviews/search: words each common, rarely together', () => {
  it('are looked for among the newest DEEP_WINDOW reviews only, never through the whole index; a word that is not common still finds old reviews', async () => {
    const oldest = await review('Pulsar and comet, ages ago');
    await pulsarOrComet(DEEP_WINDOW);
    const older = await review('A comet seen from the pulsar stop');
    await pulsarOrComet(WIDE_WINDOW + 10);
    const newer = await review('Pulsar comet once more');
    // Each word is in half of the newest reviews, both in only three: the two within the newest
    // DEEP_WINDOW are found (one behind WIDE_WINDOW); the oldest lies behind it and is not looked for.
    expect(await found('pulsar comet')).toEqual([newer, older]);
    expect(await found('comet pulsar')).toEqual([newer, older]);
    expect(await found('pulsar ages')).toEqual([oldest]);
  });
});

describe('GET /api/reviews/search: any input', () => {
  it('requires q: missing, empty or blank is 422 required', async () => {
    for (const url of ['/api/reviews/search', '/api/reviews/search?q=', '/api/reviews/search?q=%20%20%20', '/api/reviews/search?q=%09%0A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { q: 'required' } });
    }
  });

  it('refuses more than SEARCH_QUERY_MAX characters after trimming: 422 searchTooLong', async () => {
    for (const q of ['b'.repeat(SEARCH_QUERY_MAX + 1), 'bus '.repeat(250)]) {
      const res = await search(q);
      expect(res.statusCode, `${q.length} characters`).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { q: 'searchTooLong' } });
    }
    expect((await search(`  ${'b'.repeat(SEARCH_QUERY_MAX)}  `)).statusCode).toBe(200);
  });

  it('takes any characters safely: SQL, backslashes, tsquery, LIKE and regex syntax, emoji', async () => {
    const zircon = await review('Zircon kiosk near the gate');
    // Queries with words of their own (the SQL's words, a digit no index holds): they are searched, safely.
    const withWords = ["'; drop table reviews; --", "' or '1'='1", "x\\'); select pg_sleep(1); --", '!(a|b)&c:*', 'a:* | b:*', '\\x', '௰', 'zircon ௰'];
    for (const q of withWords) expect((await search(q)).statusCode, q).toBe(200);
    const symbols = [
      '\\',
      '\\\\',
      ...'&|!():*<>'.split(''),
      '&|!():*<>',
      '<->',
      ...'.*+?^$[]{}'.split(''),
      '.*+?^$[]{}',
      '%_',
      '"',
      "'",
      "'';--",
      '`',
      '🚌',
      '🚌😡👍🏽',
      '\u200b',
    ];
    for (const q of symbols) {
      const res = await search(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json(), q).toEqual({ items: [] });
    }
    // A NUL cannot be stored or searched for (issue #16): the field error, as on every route.
    const nul = await search('bas\u0000');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().error.fields).toEqual({ q: 'charactersNotAllowed' });
    // With a real word among them, the word is searched and the rest only separates.
    for (const q of symbols) {
      expect(await found(`${q}zircon${q}`), q).toEqual([zircon]);
      expect(await found(`zirc ${q} kiosk`), q).toEqual([zircon]);
    }
    expect(await found("zircon'; drop table reviews; --")).toEqual([]);
    expect(await found("zircon' or '1'='1")).toEqual([]);
    // The table is still there.
    expect(await found('zircon')).toEqual([zircon]);
  });
});
