import { describe, expect, it } from 'vitest';
import { hideColons, isNewId, NEW_UUID_V7, RIDER_PER_CLIENT, transactionsOf, writeScript, type Captured } from './pgbench-script.ts';

describe('hideColons', () => {
  it("writes a literal with ':name' in it as an escape string of the same value", () => {
    expect(hideColons(`select to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from r where d > '2026-11-27 08:30:00+00'`)).toBe(
      String.raw`select to_char(t, E'YYYY-MM-DD"T"HH24\x3AMI\x3ASS.US"Z"') from r where d > E'2026-11-27 08\x3A30\x3A00+00'`,
    );
  });

  it('keeps backslashes and doubled quotes, and leaves casts and other literals alone', () => {
    expect(hideColons(String.raw`select 'it''s a\b:c'::text, 'plain', x::int`)).toBe(String.raw`select E'it''s a\\b\x3Ac'::text, 'plain', x::int`);
  });

  it("reads the app's escape strings whole: their colons hidden, a cast after one left alone", () => {
    expect(hideColons(String.raw`where o like lower(E'%a\'b%'::text) and t < E'2026-11-29T16:00:00Z'::timestamptz and u = E'x'::uuid`)).toBe(
      String.raw`where o like lower(E'%a\'b%'::text) and t < E'2026-11-29T16\x3A00\x3A00Z'::timestamptz and u = E'x'::uuid`,
    );
  });
});

describe('transactionsOf', () => {
  it("reads when each transaction started and how long it took from a pgbench log, in ms", () => {
    expect(transactionsOf('0 199 2241 0 1175850568 995598\n1 0 1850 2 1175850569 2000\n\n')).toEqual([
      { startMs: 1175850568995.598 - 2.241, latencyMs: 2.241 },
      { startMs: 1175850569002 - 1.85, latencyMs: 1.85 },
    ]);
  });

  it('refuses a line that is not a transaction', () => {
    expect(() => transactionsOf('progress: 5.0 s')).toThrow("no transaction in 'progress: 5.0 s'");
  });
});

describe('writeScript', () => {
  const since = Date.parse('2026-11-28T11:00:00Z');
  // A UUIDv7 made `ms` after `since`.
  const v7 = (ms: number, tail: string) => {
    const t = (since + ms).toString(16).padStart(12, '0');
    return `${t.slice(0, 8)}-${t.slice(8)}-7000-8000-${tail.padStart(12, '0')}`;
  };
  const rider = { id: '01900000-0000-7000-8000-00000000000a', sessionId: '01900000-0000-7000-8000-00000000000b', tokenHash: 'ab12' };
  const review = '01900000-0000-7000-8000-0000000000f1';
  const author = '01900000-0000-7000-8000-0000000000a1';
  const statement = (text: string, values: unknown[], returned?: Captured['returned']): Captured => ({ text, values, named: true, ...(returned ? { returned } : {}) });

  const comment = v7(5, 'c1');
  const notification = v7(6, 'e1');
  const commentRequest = [
    statement('select * from sessions where token_hash = $1', [rider.tokenHash]),
    statement('insert into comments (id, review_id, user_id) values ($1, $2, $3) returning "id", to_char(now(), \'HH24:MI\')', [comment, review, rider.id], {
      columns: ['id', 'to_char'],
      rows: [[comment, '11:00']],
    }),
    statement('insert into notifications (id, user_id, comment_id) values ($1, $2, $3) returning id', [notification, author, comment], { columns: ['id'], rows: [[v7(1, 'e0')]] }),
    statement('select * from notifications where id = $1', [v7(1, 'e0')]),
  ];
  const undo = [statement('delete from comments where user_id = $1', [rider.id])];

  it("gives each client a writer and a starting pair, then replays the requests in turn with the client's values", () => {
    const script = writeScript([commentRequest, undo], [rider], since);
    expect(script.split('\n')).toEqual([
      '\\if :ready = 0',
      ...RIDER_PER_CLIENT.split('\n'),
      '\\set step (2 * :client_id) % 2',
      '\\set ready 1',
      '\\endif',
      '\\if :step = 0',
      'select * from sessions where token_hash = :token_hash;',
      // A new comment gets a new id, kept for its notification; the notification an upsert answered is read back.
      `insert into comments (id, review_id, user_id) values (${NEW_UUID_V7}, '${review}', :rider) returning "id", to_char(now(), E'HH24\\x3AMI') \\gset s1_`.split('\n'),
      `insert into notifications (id, user_id, comment_id) values (${NEW_UUID_V7}, '${author}', :s1_id) returning id \\gset s2_`.split('\n'),
      'select * from notifications where id = :s2_id;',
      '\\elif :step = 1',
      'delete from comments where user_id = :rider;',
      '\\endif',
      '\\set step (:step + 1) % 2',
      '',
    ].flat());
  });

  it('refuses what it cannot replay faithfully', () => {
    expect(() => writeScript([commentRequest], [rider], since)).toThrow('requests come in pairs');
    const unreturned = [statement('insert into comments (id) values ($1)', [comment]), statement('select * from comments where id = $1', [comment])];
    expect(() => writeScript([unreturned, undo], [rider], since)).toThrow('a new id neither returned before nor inserted alone here: select * from comments where id = $1');
  });

  it('takes only UUIDv7s made from `since` on for new ids', () => {
    expect(isNewId(v7(0, '1'), since)).toBe(true);
    expect(isNewId(v7(-1, '1'), since)).toBe(false);
    expect(isNewId(review, since)).toBe(false);
    expect(isNewId('not an id', since)).toBe(false);
  });
});
