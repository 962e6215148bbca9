// The fields of a staff account (new and edit): name, e-mail (new only), position, roles and the
// disciplines the staff member answers; a role that answers members without its discipline is
// warned about under the disciplines (disciplines.ts), before saving.
import { type RoleEntry } from '@club/shared';
import { Checkbox, TextField } from '@club/shared/kit';
import { DISCIPLINES, DISCIPLINE_LABELS } from '@club/shared/staff';
import styles from '../../lib/lists.module.css';
import { disciplineWarnings } from './disciplines';
import own from './team.module.css';

export interface StaffDraft {
  name: string;
  email: string;
  position: string;
  roles: string[];
  disciplines: string[];
}

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

export function StaffFields({
  draft,
  onChange,
  roles,
  withEmail,
}: {
  draft: StaffDraft;
  onChange: (draft: StaffDraft) => void;
  roles: RoleEntry[];
  withEmail: boolean;
}) {
  const warnings = disciplineWarnings(draft, roles);
  return (
    <>
      <TextField
        name="name"
        label="Имя и фамилия"
        autoComplete="off"
        maxLength={100}
        value={draft.name}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
      />
      {withEmail && (
        <TextField
          name="email"
          type="email"
          label="E-mail (на него придёт письмо со ссылкой, чтобы задать пароль)"
          autoComplete="off"
          maxLength={254}
          value={draft.email}
          onChange={(e) => onChange({ ...draft, email: e.target.value })}
        />
      )}
      <TextField
        name="position"
        label="Должность (её видят участники рядом с ответами)"
        maxLength={100}
        value={draft.position}
        onChange={(e) => onChange({ ...draft, position: e.target.value })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Роли</legend>
        <div className={styles.checks}>
          {roles.map((r) => (
            <Checkbox
              key={r.name}
              label={r.title}
              checked={draft.roles.includes(r.name)}
              onChange={(on) => onChange({ ...draft, roles: toggle(draft.roles, r.name, on) })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Направления (чаты участников, в которых отвечает)</legend>
        <div className={styles.checks}>
          {DISCIPLINES.map((d) => (
            <Checkbox
              key={d}
              label={DISCIPLINE_LABELS[d]}
              checked={draft.disciplines.includes(d)}
              onChange={(on) =>
                onChange({ ...draft, disciplines: toggle(draft.disciplines, d, on) })
              }
            />
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">
        {warnings.map((w) => (
          <p key={w} className={own.warning}>
            {w}
          </p>
        ))}
      </div>
    </>
  );
}
