import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLiveUser, setAdminRole } from './admin-roles.repository.ts';

export type RoleChange = { identifier: string; makeAdmin: boolean; actorId: string | null; via: 'cli' | 'dashboard' };

/** Grants or revokes the administrator role; returns what changed so the caller can say it. */
export async function changeAdminRole(db: Database, change: RoleChange) {
  const user = await findLiveUser(db, change.identifier);
  if (!user) throw new AppError(404, 'account_not_found', `No account found with the username or e-mail "${change.identifier}".`);
  if (change.actorId && change.actorId === user.id && !change.makeAdmin) {
    throw new AppError(403, 'self_removal_not_allowed', 'Not Allowed!\nPlease ask another Admin to remove your admin privilege');
  }
  const changed = user.isAdmin !== change.makeAdmin;
  if (changed) await setAdminRole(db, user.id, change.makeAdmin, change.actorId, change.via);
  return { username: user.username, changed };
}
