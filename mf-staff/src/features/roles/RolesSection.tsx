// Section "Роли" (/staff/roles/, staff:manage): roles as bundles of permissions, each editable,
// and new ones. Code checks permissions, never these names.
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useState, type FormEvent } from 'react';
import { Button, LoadState, Page, showBanner, type RoleEntry } from '@club/shared';
import { Checkbox, TextField } from '@club/shared/kit';
import { PERMISSIONS, PERMISSION_LABELS, isPermission } from '@club/shared/staff';
import { createRole, getRoles, updateRole } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { refreshAccount } from '../../app/useAccount';
import { useLoad } from '../../lib/useLoad';
import styles from '../../lib/lists.module.css';

function RolesPage() {
  const roles = useLoad(getRoles);
  return (
    <Page title="Роли">
      <p>
        <Link className={styles.link} to={staffLinks.roleNew()}>
          Новая роль
        </Link>
      </p>
      <LoadState
        status={roles.status}
        failedText="Не удалось загрузить роли."
        reason={roles.reason}
        onRetry={roles.reload}
        empty={roles.data?.roles.length === 0}
        emptyText="Ролей пока нет."
      >
        <ul className={styles.list} aria-label="Роли">
          {roles.data?.roles.map((r) => (
            <li key={r.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Link className={styles.itemTitle} to={staffLinks.role(r.id)}>
                  {r.title}
                </Link>
                <span className={styles.muted}>
                  код {r.name}; сотрудников с ролью: {r.holders}
                </span>
              </div>
              {r.permissions.length ? (
                <ul>
                  {r.permissions.filter(isPermission).map((p) => (
                    <li key={p}>{PERMISSION_LABELS[p]}</li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>Без прав</p>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
    </Page>
  );
}

function RoleForm({ role }: { role: RoleEntry | null }) {
  const navigate = useNavigate();
  const [name, setName] = useState(role?.name ?? '');
  const [title, setTitle] = useState(role?.title ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const answer = role
      ? await updateRole(role.id, { title, permissions })
      : await createRole({ name, title, permissions });
    setBusy(false);
    if (answer.error || !answer.result) {
      setError(answer.error?.message ?? 'Не удалось сохранить роль.');
      return;
    }
    showBanner('ok', answer.result.message);
    // the signed-in staff member's own permissions may have changed
    await refreshAccount();
    navigate(staffLinks.roles());
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {!role && (
        <TextField
          name="name"
          label="Код роли (латиницей, например head_coach)"
          maxLength={32}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      )}
      <TextField
        name="title"
        label="Название"
        maxLength={100}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Права</legend>
        <div className={styles.checks}>
          {PERMISSIONS.map((p) => (
            <Checkbox
              key={p}
              label={PERMISSION_LABELS[p]}
              checked={permissions.includes(p)}
              onChange={(on) =>
                setPermissions((list) => (on ? [...list, p] : list.filter((x) => x !== p)))
              }
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {role ? 'Сохранить' : 'Создать роль'}
        </Button>
      </div>
    </form>
  );
}

function RolePage({ creating }: { creating: boolean }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const roles = useLoad(getRoles);
  const role = roles.data?.roles.find((r) => String(r.id) === id) ?? null;
  return (
    <Page
      title={creating ? 'Новая роль' : (role?.title ?? 'Роль')}
      onBack={() => navigate(staffLinks.roles())}
      backLabel="Все роли"
    >
      {creating ? (
        <RoleForm role={null} />
      ) : (
        <LoadState
          status={roles.status}
          failedText="Не удалось загрузить роль."
          reason={roles.reason}
          onRetry={roles.reload}
          empty={!role}
          emptyText="Такой роли нет."
        >
          {() => role && <RoleForm key={role.id} role={role} />}
        </LoadState>
      )}
    </Page>
  );
}

export default function RolesSection() {
  return (
    <Routes>
      <Route index element={<RolesPage />} />
      <Route path="new" element={<RolePage creating />} />
      <Route path=":id" element={<RolePage creating={false} />} />
    </Routes>
  );
}
