/**
 * pgbench reads `:name` anywhere in a script as one of its variables, inside string literals too
 * ('HH24:MI' in a to_char format, a time of day): such a literal is written as an escape string with
 * its colons as `\x3A`, the same value.
 */
export const hideColons = (statement: string) =>
  statement.replace(/(?<![\w'])'((?:[^']|'')*)'/g, (whole, body: string) =>
    /:[\w]/.test(body) ? `E'${body.replaceAll('\\', '\\\\').replaceAll(':', '\\x3A')}'` : whole,
  );
