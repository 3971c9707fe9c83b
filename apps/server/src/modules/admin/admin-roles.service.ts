import { messageText } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLiveUser, findLiveUserById, setAdminRole } from './admin-roles.repository.ts';

type Change = { makeAdmin: boolean; actorId: string | null; via: 'cli' | 'dashboard' };
export type RoleChange = Change & { identifier: string };
type Target = { id: string; username: string };

async function applyRoleChange(db: Database, user: Target, change: Change) {
  if (change.actorId && change.actorId === user.id && !change.makeAdmin) {
    throw new AppError(403, 'self_removal_not_allowed', messageText('adminSelfRemoval', 'en'));
  }
  const changed = await setAdminRole(db, user.id, change.makeAdmin, change.actorId, change.via);
  return { id: user.id, username: user.username, changed };
}

/** Grants or revokes the administrator role by e-mail or username (the CLI); returns what changed so the caller can say it. */
export async function changeAdminRole(db: Database, change: RoleChange) {
  const user = await findLiveUser(db, change.identifier);
  if (!user) throw new AppError(404, 'account_not_found', `No account found with the username or e-mail "${change.identifier}".`);
  return applyRoleChange(db, user, change);
}

/** The same by account id (the dashboard); a deleted or unknown account is 404. */
export async function changeAdminRoleById(db: Database, userId: string, change: Change) {
  const user = await findLiveUserById(db, userId);
  if (!user) throw new AppError(404, 'not_found', 'No such user.');
  return applyRoleChange(db, user, change);
}
