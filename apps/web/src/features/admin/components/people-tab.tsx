import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useSetAdminRole, type AdminUser } from '../api/people-api';
import { PeopleRoleDialog, type RoleChangeRequest } from './people-role-dialog';
import { PeopleSection } from './people-section';

/**
 * The admin dashboard's people tab (spec §6): administrators (the reader's own row marked 'You')
 * with 'Remove admin privilege', and users (find by e-mail) with 'Give admin privilege', each
 * confirmed. The server refuses removing one's own privilege; the dialog shows its message.
 */
export default function PeopleTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  const setRole = useSetAdminRole();
  const [request, setRequest] = useState<RoleChangeRequest | null>(null);

  const ask = (target: AdminUser) => {
    setRole.reset();
    setRequest({ user: target, makeAdmin: !target.role.isAdmin });
  };
  const close = () => {
    setRequest(null);
    setRole.reset();
  };
  const confirm = () => {
    if (!request) return;
    const { user: target, makeAdmin } = request;
    setRole.mutate(
      { id: target.id, isAdmin: makeAdmin },
      {
        onSuccess: () => {
          toastSuccess(t(makeAdmin ? 'adminPeople.granted' : 'adminPeople.removed', { name: target.name }));
          setRequest(null);
        },
      },
    );
  };

  return (
    <Stack gap="xl">
      <PeopleSection role="admin" currentUserId={user?.id} onAction={ask} />
      <PeopleSection role="user" currentUserId={user?.id} onAction={ask} />
      <PeopleRoleDialog request={request} pending={setRole.isPending} error={setRole.error} onCancel={close} onConfirm={confirm} />
    </Stack>
  );
}
