import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yieldToEventLoop } from './pglite-turns.ts';

describe('yieldToEventLoop', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    yieldToEventLoop(client, 0);
  });
  afterAll(() => client.close());

  /** What happened, in order: each statement's end, and each turn of the event loop in between. */
  async function interleaving(run: (mark: (what: string) => void) => Promise<unknown>) {
    const events: string[] = [];
    let turning = true;
    const turn = () => {
      if (!turning) return;
      events.push('turn');
      setImmediate(turn);
    };
    setImmediate(turn);
    await run((what) => events.push(what));
    turning = false;
    // Consecutive turns are one pause: what matters is whether the loop turned between statements.
    return events.filter((event, i) => !(event === 'turn' && events[i - 1] === 'turn'));
  }

  it('with no budget, lets the event loop turn between the statements of a request', async () => {
    const events = await interleaving(async (mark) => {
      for (const n of [1, 2, 3]) {
        await client.query('select $1::int', [n]);
        mark(`statement ${n}`);
      }
      await client.exec('select 1; select 2');
      mark('exec');
    });
    expect(events).toEqual(['turn', 'statement 1', 'turn', 'statement 2', 'turn', 'statement 3', 'turn', 'exec']);
  });

  it('and between the statements of a transaction, which keeps the instance until it ends', async () => {
    let outside: Promise<unknown> = Promise.resolve();
    const events = await interleaving(async (mark) => {
      await client.transaction(async (tx) => {
        await tx.query('create temporary table turns (n int)');
        mark('create');
        // Queued during the transaction, it runs after the commit, however many turns go by.
        outside = client.query<{ n: number }>('select count(*)::int as n from turns').then((result) => mark(`outside saw ${result.rows[0]!.n}`));
        await tx.query('insert into turns values (1)');
        mark('insert');
      });
      await outside;
    });
    expect(events).toEqual(['turn', 'create', 'turn', 'insert', 'turn', 'outside saw 1']);
  });

  it('with a budget, turns only once statements have run that long since the last turn', async () => {
    const ran: string[] = [];
    const instance = { _runExclusiveQuery: <T>(statement: () => Promise<T>) => statement() };
    yieldToEventLoop(instance as unknown as PGlite, 30);
    const events = await interleaving(async (mark) => {
      const statement = (name: string) => instance._runExclusiveQuery(async () => void ran.push(name)).then(() => mark(name));
      const busyUntil = performance.now() + 40;
      while (performance.now() < busyUntil); // a costly statement: the loop cannot turn meanwhile
      await statement('after 40 ms');
      await statement('quick');
      await statement('quick again');
    });
    expect(ran).toEqual(['after 40 ms', 'quick', 'quick again']);
    expect(events).toEqual(['turn', 'after 40 ms', 'quick', 'quick again']);
  });
});
