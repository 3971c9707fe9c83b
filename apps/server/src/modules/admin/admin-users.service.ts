import { ADMIN_USERS_ALL_CAP, type AdminUsersQuery } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import { changeAdminRoleById } from './admin-roles.service.ts';
import * as repo from './admin-users.repository.ts';
import { presentAdminUser } from './admin-users.presenter.ts';

export function createAdminUsersService(db: Database) {
  return {
    /** A page of administrators or users; 'All' is the first ADMIN_USERS_ALL_CAP rows (`capped` says when more exist). */
    async list(query: AdminUsersQuery) {
      const filter = { role: query.role, email: query.q || undefined };
      const all = query.pageSize === 'all';
      const limit = query.pageSize === 'all' ? ADMIN_USERS_ALL_CAP : query.pageSize;
      const page = all ? 1 : query.page;
      const rows = await repo.listAdminUsers(db, filter, { limit, offset: (page - 1) * limit });
      const counts = await repo.countAdminUsers(db, filter);
      return {
        items: rows.map(presentAdminUser),
        total: counts.total,
        page,
        pageSize: query.pageSize,
        capped: all && counts.total > limit,
        counts: { admins: counts.admins, users: counts.users },
      };
    },

    /** Grants or removes the role (audited, via 'dashboard'); an admin cannot remove their own (403). */
    async setAdmin(actorId: string, userId: string, isAdmin: boolean) {
      if (!UUID.test(userId)) throw notFound('No such user.');
      await changeAdminRoleById(db, userId, { makeAdmin: isAdmin, actorId, via: 'dashboard' });
      const row = await repo.findAdminUser(db, userId);
      if (!row) throw notFound('No such user.');
      return presentAdminUser(row);
    },
  };
}
