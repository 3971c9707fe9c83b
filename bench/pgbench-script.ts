/**
 * pgbench reads `:name` anywhere in a script as one of its variables, inside string literals too
 * ('HH24:MI' in a to_char format, a time of day): such a literal is written as an escape string with
 * its colons as `\x3A`, the same value.
 */
export const hideColons = (statement: string) =>
  statement.replace(/(?<![\w'])'((?:[^']|'')*)'/g, (whole, body: string) =>
    /:[\w]/.test(body) ? `E'${body.replaceAll('\\', '\\\\').replaceAll(':', '\\x3A')}'` : whole,
  );

/**
 * The latency of each transaction in a pgbench log (`-l`), in ms: a line per transaction,
 * `client_id transaction_no time_us script_no time_epoch time_us_part`.
 */
export const transactionLatenciesMs = (log: string): number[] =>
  log
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const latency = Number(line.split(' ')[2]);
      if (!Number.isFinite(latency)) throw new Error(`pgbench log: no latency in '${line}'`);
      return latency / 1000;
    });
