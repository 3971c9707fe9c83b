import { describe, expect, it } from 'vitest';
import { hideColons, transactionLatenciesMs } from './pgbench-script.ts';

describe('hideColons', () => {
  it("writes a literal with ':name' in it as an escape string of the same value", () => {
    expect(hideColons(`select to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from r where d > '2026-11-27 08:30:00+00'`)).toBe(
      String.raw`select to_char(t, E'YYYY-MM-DD"T"HH24\x3AMI\x3ASS.US"Z"') from r where d > E'2026-11-27 08\x3A30\x3A00+00'`,
    );
  });

  it('keeps backslashes and doubled quotes, and leaves casts and other literals alone', () => {
    expect(hideColons(String.raw`select 'it''s a\b:c'::text, 'plain', x::int`)).toBe(String.raw`select E'it''s a\\b\x3Ac'::text, 'plain', x::int`);
  });
});

describe('transactionLatenciesMs', () => {
  it("reads each transaction's latency from a pgbench log, in ms", () => {
    expect(transactionLatenciesMs('0 199 2241 0 1175850568 995598\n1 0 1850 2 1175850569 2000\n\n')).toEqual([2.241, 1.85]);
  });

  it('refuses a line that is not a transaction', () => {
    expect(() => transactionLatenciesMs('progress: 5.0 s')).toThrow("no latency in 'progress: 5.0 s'");
  });
});
