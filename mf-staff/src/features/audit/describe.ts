// One line per audit entry, in Russian, from its action and details. An action this file does not
// know (added by a later part of the staff app) shows its details as they are; add its line here.
import { type AuditAction, type AuditEntry } from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { AUDIT_ACTION_LABELS } from '@club/shared/staff';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const str = (v: unknown): string =>
  typeof v === 'string' ? v : v === null || v === undefined ? '—' : String(v);
const nameOf = (v: unknown) => str(obj(v).name ?? null);
const list = (v: unknown) => (Array.isArray(v) ? v.map(str).join(', ') || '—' : str(v));
const time = (v: unknown) => (typeof v === 'number' ? formatLocalDateTime(v) : '—');

const FIELD_NAMES: Record<string, string> = {
  name: 'имя',
  position: 'должность',
  roles: 'роли',
  disciplines: 'направления',
  title: 'название',
  permissions: 'права',
};

function changes(v: unknown): string {
  return Object.entries(obj(v))
    .map(([field, change]) => {
      const c = obj(change);
      return `${FIELD_NAMES[field] ?? field}: ${list(c.from)} → ${list(c.to)}`;
    })
    .join('; ');
}

const ARTICLE_FIELDS: Record<string, string> = {
  title: 'заголовок',
  content: 'текст',
  categoryId: 'категория',
  isSpecial: 'важная',
  mainImage: 'картинка',
};

function audienceOf(d: Json): string {
  if (d.audience === 'all') return 'всем участникам';
  if (d.audience === 'course') return `участникам курса «${nameOf(d.course)}»`;
  return `участнику ${nameOf(d.member)}`;
}

export function actionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

export function describeEntry(entry: AuditEntry): string {
  const d = entry.details;
  switch (entry.action as AuditAction) {
    case 'assignment.change':
      return `${str(d.discipline_label ?? d.discipline)}: ${d.from ? nameOf(d.from) : 'не был назначен'} → ${nameOf(d.to)}${d.transfer ? ' (передача всех участников)' : ''}`;
    case 'staff.create':
      return `${nameOf(d.staff)}, ${str(d.position)}; роли: ${list(d.roles)}`;
    case 'staff.update':
      return `${nameOf(d.staff)}: ${changes(d.changes)}`;
    case 'staff.deactivate':
    case 'staff.activate':
      return nameOf(d.staff);
    case 'role.create':
      return `${str(obj(d.role).title)} (${str(obj(d.role).name)}); права: ${list(d.permissions)}`;
    case 'role.update':
      return `${str(obj(d.role).title)}: ${changes(d.changes)}`;
    case 'cover.create':
      return `${nameOf(d.absent)} → ${nameOf(d.cover)}, с ${time(d.starts_at)} по ${time(d.ends_at)}`;
    case 'cover.end':
      return `${nameOf(d.absent)} → ${nameOf(d.cover)}: ${d.withdrawn ? 'отменена до начала' : `завершена ${time(d.ends_at)}`}`;
    case 'article.create':
    case 'article.publish':
    case 'article.unpublish':
      return `«${str(obj(d.article).title)}»`;
    case 'article.update':
      return `«${str(obj(d.article).title)}»: ${list(
        (Array.isArray(d.fields) ? d.fields : []).map((f) => ARTICLE_FIELDS[str(f)] ?? str(f)),
      )}`;
    case 'notification.send':
      return `${audienceOf(d)}, получателей: ${str(d.recipients)}: «${str(d.text)}»`;
    case 'member.create':
      return `${str(d.email)}${d.source === 'shop' ? ' (заказ в магазине)' : ''}`;
    case 'chat.psych.read':
      return 'Чат с психологом открыт для чтения';
    case 'inbox.settings':
      return `${str(d.day_start)}–${str(d.day_end)}, ${str(d.time_zone)}; сроки ответа, ч: тренер ${str(obj(d.target_hours).coach)}, диетолог ${str(obj(d.target_hours).dietolog)}, психолог ${str(obj(d.target_hours).psyhologist)}`;
    case 'progress.review':
      return `Отчёт за ${str(d.report_date)}${d.comment ? `; комментарий в чат: «${str(d.comment)}»` : ''}`;
    case 'contest.approve':
    case 'contest.reject':
      return `${d.kind === 'after' ? 'Отчёт "После"' : 'Отчёт "До"'}${d.reason ? `; причина: ${str(d.reason)}` : ''}${d.source === 'tester' ? ' (консоль тестировщика)' : ''}`;
    case 'photos.read':
      return `${d.kind === 'contest' ? 'Конкурсный отчёт' : 'Отчёты'} за ${list(d.report_dates)}`;
    default:
      return JSON.stringify(d);
  }
}
