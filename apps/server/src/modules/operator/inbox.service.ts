import { INBOX_PAGE_SIZE, REVIEW_LIFECYCLE, type InboxQuery } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cursorAfter, decodeCursor, encodeCursor } from '../reviews/reviews.cursor.ts';
import { presentReviewTile } from '../reviews/reviews.presenter.ts';
import type { UserRow } from '../users/users.repository.ts';
import { countByStatus, listInbox } from './inbox.repository.ts';
import { teamFor } from './operator-loop.repository.ts';

type ReviewLifecycleStatus = (typeof REVIEW_LIFECYCLE)[number];

/**
 * An operator team's inbox (issue #18, section 1): what the public sees of the reviews about its
 * operator, with counts per status. Its members read it, and administrators (who see every team).
 */
export function createInboxService(db: Database) {
  return {
    async list(user: UserRow, q: InboxQuery) {
      const team = await teamFor(db, q.team, user.id);
      if (!team) throw notFound('No such team.');
      if (!team.role && !user.isAdmin) throw new AppError(403, 'not_operator_staff', "Only this team's staff can read its inbox.");
      const sort = q.sort === 'me_too' ? 'meToo' : 'latest';
      const after = q.cursor ? decodeCursor(q.cursor, sort).values : undefined;
      const [rows, counts] = await Promise.all([listInbox(db, team.operator.id, q, after, INBOX_PAGE_SIZE + 1), countByStatus(db, team.operator.id, q)]);
      const page = rows.slice(0, INBOX_PAGE_SIZE);
      const last = page.at(-1);
      return {
        team: { id: team.id, operator: team.operator, role: team.role },
        items: page.map((row) => ({ ...presentReviewTile(row), answered: row.answered, excerpt: row.excerpt, routeName: row.routeName, stopName: row.stopName })),
        nextCursor: rows.length > INBOX_PAGE_SIZE && last ? encodeCursor(cursorAfter(sort, last)) : null,
        counts: Object.fromEntries(REVIEW_LIFECYCLE.map((status) => [status, counts.find((c) => c.status === status)?.count ?? 0])) as Record<ReviewLifecycleStatus, number>,
      };
    },
  };
}
