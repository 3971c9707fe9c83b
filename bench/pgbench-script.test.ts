import { describe, expect, it } from 'vitest';
import { hideColons } from './pgbench-script.ts';

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
