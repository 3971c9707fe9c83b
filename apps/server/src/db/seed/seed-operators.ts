import { operatorKey } from '@suara/domain';
import { createOperatorsService } from '../../modules/operators/operators.service.ts';
import { addAliases, upsertOperators } from '../../modules/operators/operators.repository.ts';
import type { Database } from '../client.ts';
import { SEED_OPERATORS } from './data/operators.ts';

/**
 * The seeded operators and their aliases, then the back-fill: reviews written before their operator
 * or alias existed are linked. An alias an administrator gave another operator keeps that operator.
 */
export async function seedOperators(db: Database) {
  const saved = await upsertOperators(
    db,
    SEED_OPERATORS.map(({ slug, name, kind }) => ({ slug, name, kind })),
  );
  const idOf = new Map(saved.map((row) => [row.slug, row.id]));
  const aliases = SEED_OPERATORS.flatMap(({ slug, name, aliases: names }) =>
    [name, ...names].map((alias) => ({ key: operatorKey(alias), name: alias, operatorId: idOf.get(slug)! })),
  );
  await addAliases(db, aliases);
  await createOperatorsService(db).linkUnmatchedReviews();
}
