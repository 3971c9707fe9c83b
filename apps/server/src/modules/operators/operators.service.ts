import {
  matchOperator,
  OPERATOR_MAX,
  operatorKey,
  operatorSlug,
  type OperatorCreateBody,
  type OperatorKind,
  type UnmatchedOperatorsQuery,
} from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { decodeJsonCursor, encodeJsonCursor, isCursorText } from '../../lib/json-cursor.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import * as repo from './operators.repository.ts';

const INT_MAX = 2 ** 31 - 1;

const encodeKeyset = ({ reviewCount, name }: repo.UnmatchedKeyset) => encodeJsonCursor([reviewCount, name]);
const decodeKeyset = (cursor: string) =>
  decodeJsonCursor(cursor, ([reviewCount, name, ...rest]): repo.UnmatchedKeyset | undefined =>
    Number.isInteger(reviewCount) && (reviewCount as number) > 0 && (reviewCount as number) <= INT_MAX && isCursorText(name, OPERATOR_MAX) && rest.length === 0
      ? { reviewCount: reviewCount as number, name }
      : undefined,
  );

const aliasTaken = (name: string, owner: string) =>
  new AppError(409, 'alias_taken', `"${name}" already stands for ${owner}.`, { name: 'invalidValue' });

export function createOperatorsService(db: Database) {
  /** Links the reviews whose text now matches an operator (after an alias or operator was added). */
  async function linkUnmatchedReviews(): Promise<number> {
    const [names, aliases] = await Promise.all([repo.unmatchedNames(db), repo.aliasIndex(db)]);
    const links = names.flatMap((name) => {
      const operatorId = matchOperator(name, aliases);
      return operatorId ? [{ name, operatorId }] : [];
    });
    return repo.linkReviews(db, links);
  }

  /** 409 when a key of `names` stands for an operator other than `operatorId`. */
  async function refuseTakenNames(tx: Database, names: string[], operatorId?: string) {
    for (const name of names) {
      const owner = await repo.aliasOwner(tx, operatorKey(name));
      if (owner && owner.operatorId !== operatorId) throw aliasTaken(name, owner.name);
    }
  }

  /** One alias row per key: 'Sunway BRT' and 'SunwayBRT' are one alias. */
  const aliasRows = (operatorId: string, names: string[]) => [...new Map(names.map((name) => [operatorKey(name), { key: operatorKey(name), name, operatorId }])).values()];

  /** The operator a review's free text stands for; null when none. */
  async function matchName(name: string | null | undefined): Promise<string | null> {
    const key = name ? operatorKey(name) : '';
    return (key && (await repo.operatorIdOfKey(db, key))) || null;
  }

  return {
    matchName,

    linkUnmatchedReviews,

    /** Alias key → operator id, for matching many names in memory (the demo seed). */
    aliasIndex: () => repo.aliasIndex(db),

    list: () => repo.listOperators(db),

    async unmatched({ q, cursor, limit }: UnmatchedOperatorsQuery) {
      const rows = await repo.listUnmatched(db, { q, after: cursor ? decodeKeyset(cursor) : undefined, limit: limit + 1 });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? encodeKeyset(last) : null };
    },

    /** Adds `name` as an alias of the operator and links the past reviews it matches. */
    async addAlias(actorId: string, operatorId: string, name: string) {
      const operator = UUID.test(operatorId) ? await repo.findOperator(db, operatorId) : undefined;
      if (!operator) throw notFound('No such operator.');
      const added = await repo.inTransaction(db, async (tx) => {
        await refuseTakenNames(tx, [name], operator.id);
        const keys = await repo.addAliases(tx, aliasRows(operator.id, [name]));
        // Taken between the check and the insert by another operator: the same answer as before.
        await refuseTakenNames(tx, [name], operator.id);
        if (keys.length > 0) await repo.recordOperatorChange(tx, actorId, 'operator.alias', operator.id, { name });
        return keys.length > 0;
      });
      return { operator, added, reviewsLinked: await linkUnmatchedReviews() };
    },

    /** A new operator known by its name and `aliases`; the past reviews they match are linked. */
    async create(actorId: string, { name, kind, aliases }: OperatorCreateBody) {
      const slug = operatorSlug(name);
      const names = [name, ...aliases];
      const operator = await repo
        .inTransaction(db, async (tx) => {
          await refuseTakenNames(tx, names);
          const saved = await repo.insertOperator(tx, { slug, name, kind });
          await repo.addAliases(tx, aliasRows(saved.id, names));
          await refuseTakenNames(tx, names, saved.id);
          await repo.recordOperatorChange(tx, actorId, 'operator.create', saved.id, { name, kind, aliases });
          return saved;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) === 'operators_slug_key') throw new AppError(409, 'operator_exists', `An operator with the address "${slug}" exists.`, { name: 'invalidValue' });
          throw error;
        });
      return { operator, reviewsLinked: await linkUnmatchedReviews() };
    },

    /**
     * The operators of a GTFS import's agencies by name: matched by alias, else added (kind transit)
     * with the agency name as their alias, under a free slug.
     */
    async ensureOperators(names: string[], kind: OperatorKind = 'transit'): Promise<Map<string, string>> {
      const ids = new Map<string, string>();
      let added = false;
      for (const name of new Set(names)) {
        const known = await matchName(name);
        if (known) {
          ids.set(name, known);
          continue;
        }
        const taken = new Set((await repo.listOperators(db)).map((o) => o.slug));
        const base = operatorSlug(name) || 'operator';
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        const saved = await repo.inTransaction(db, async (tx) => {
          const operator = await repo.insertOperator(tx, { slug, name, kind });
          await repo.addAliases(tx, aliasRows(operator.id, [name]));
          return operator;
        });
        ids.set(name, saved.id);
        added = true;
      }
      if (added) await linkUnmatchedReviews();
      return ids;
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
