// A new notification (/staff/notifications/new[?link=…]): to one member (picked among the members
// the sender sees: GET /api/staff/members, the visibility rule), to a course's members or to every
// member; plain text and an optional in-app link. Before sending to more than one member the app
// asks, with the number of recipients; the server refuses if the number changed meanwhile.
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  confirm,
  showBanner,
  type NotificationAudience,
  type StaffMemberRow,
} from '@club/shared';
import { isAppPath, withPlural } from '@club/shared/format';
import { Select, TextArea, TextField } from '@club/shared/kit';
import {
  STAFF_NOTIFICATION_LIMITS as LIMITS,
  STAFF_NOTIFICATION_MESSAGES as M,
} from '@club/shared/staff';
import {
  countRecipients,
  getNotificationCourses,
  sendNotification,
  type NotificationTarget,
} from '../../api/articles';
import { getMembers } from '../../api/staff';
import { staffLinks } from '../../app/paths';
import { useLoad } from '../../lib/useLoad';
import styles from '../../lib/lists.module.css';
import own from './Notifications.module.css';

const MEMBER_FORMS: [string, string, string] = ['участник', 'участника', 'участников'];

const AUDIENCES: { value: NotificationAudience; label: string }[] = [
  { value: 'member', label: 'Одному участнику' },
  { value: 'course', label: 'Участникам курса' },
  { value: 'all', label: 'Всем участникам' },
];

type Errors = Partial<Record<'member' | 'course' | 'text' | 'link' | 'form', string>>;

/** The members the sender sees, found by name or e-mail (50 at most: search to narrow). */
function MemberPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const load = useCallback(() => getMembers({ q }), [q]);
  const members = useLoad(load);
  const found: StaffMemberRow[] = members.data?.members ?? [];
  const find = () => setQ(typed.trim());
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Участник</legend>
      <div className={styles.row}>
        <TextField
          name="member-q"
          label="Имя или e-mail"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter finds instead of sending the whole form
            if (e.key === 'Enter') {
              e.preventDefault();
              find();
            }
          }}
        />
        <Button variant="secondary" onClick={find}>
          Найти
        </Button>
      </div>
      <LoadState
        size="compact"
        status={members.status}
        failedText="Не удалось загрузить участников."
        reason={members.reason}
        onRetry={members.reload}
        empty={found.length === 0}
        emptyText={
          q
            ? 'Никого не нашлось. Проверь имя или e-mail.'
            : 'Ты не видишь ни одного участника: написать одному участнику может сотрудник, который его ведёт, или администратор. Отправь уведомление курсу или всем.'
        }
      >
        <Select
          name="member"
          label="Кому"
          value={value}
          placeholder="Выбери участника"
          options={found.map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` }))}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      </LoadState>
    </fieldset>
  );
}

export function NewNotificationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [audience, setAudience] = useState<NotificationAudience>('member');
  const [memberId, setMemberId] = useState('');
  const [courseId, setCourseId] = useState('');
  const [text, setText] = useState('');
  const [link, setLink] = useState(() => {
    const given = params.get('link') ?? '';
    return isAppPath(given) ? given : '';
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const courses = useLoad(getNotificationCourses);
  const courseOptions = (courses.data?.courses ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} — ${withPlural(c.members, MEMBER_FORMS)}`,
  }));

  const check = (): Errors => {
    const found: Errors = {};
    const clean = text.trim();
    if (!clean) found.text = M.textRequired;
    else if (clean.length > LIMITS.textMaxLength) found.text = M.textTooLong;
    const path = link.trim();
    if (path.length > LIMITS.linkMaxLength) found.link = M.linkTooLong;
    else if (path && !isAppPath(path)) found.link = M.linkInvalid;
    if (audience === 'member' && !memberId) found.member = M.memberRequired;
    if (audience === 'course' && !courseId) found.course = M.courseRequired;
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    const target: NotificationTarget = {
      audience,
      member_id: audience === 'member' ? Number(memberId) : undefined,
      course_id: audience === 'course' ? Number(courseId) : undefined,
    };
    setBusy(true);
    const counted = await countRecipients(target);
    if (counted.error || !counted.result) {
      setBusy(false);
      setErrors({ form: counted.error?.message ?? 'Не удалось узнать число получателей' });
      return;
    }
    const count = counted.result.count;
    if (count === 0) {
      setBusy(false);
      setErrors({ form: M.noRecipients });
      return;
    }
    if (count >= LIMITS.confirmFrom) {
      const yes = await confirm({
        title: 'Отправить уведомление?',
        text: `Уведомление получат ${withPlural(count, MEMBER_FORMS)}: оно появится у них в колокольчике и придёт пушем, где они разрешили.`,
        yes: `Отправить (${count})`,
        no: 'Отмена',
      });
      if (!yes) {
        setBusy(false);
        return;
      }
    }
    const answer = await sendNotification({
      ...target,
      text: text.trim(),
      link: link.trim() || undefined,
      expected_count: count,
    });
    setBusy(false);
    if (answer.error || !answer.result) {
      setErrors({ form: answer.error?.message ?? 'Не удалось отправить уведомление' });
      return;
    }
    showBanner('ok', answer.result.message);
    navigate(staffLinks.notifications());
  };

  return (
    <Page
      title="Новое уведомление"
      onBack={() => navigate(staffLinks.notifications())}
      backLabel="К уведомлениям"
    >
      <form
        className={own.form}
        aria-label="Новое уведомление"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Кому</legend>
          <div className={styles.checks}>
            {AUDIENCES.map((a) => (
              <label key={a.value} className={own.radio}>
                <input
                  type="radio"
                  name="audience"
                  value={a.value}
                  checked={audience === a.value}
                  onChange={() => {
                    setAudience(a.value);
                    setErrors({});
                  }}
                />
                {a.label}
              </label>
            ))}
          </div>
        </fieldset>
        {audience === 'member' && (
          <MemberPicker
            value={memberId}
            error={errors.member}
            onChange={(id) => {
              setMemberId(id);
              setErrors((x) => ({ ...x, member: undefined }));
            }}
          />
        )}
        {audience === 'course' && (
          <Select
            name="course"
            label="Курс"
            value={courseId}
            placeholder={courses.data ? 'Курс не выбран' : 'Загружаем курсы…'}
            options={courseOptions}
            error={
              errors.course ??
              (courses.status === 'failed' ? 'Не удалось загрузить курсы' : undefined)
            }
            onChange={(e) => {
              setCourseId(e.target.value);
              setErrors((x) => ({ ...x, course: undefined }));
            }}
          />
        )}
        <TextArea
          name="text"
          label="Текст уведомления"
          value={text}
          rows={5}
          maxLength={LIMITS.textMaxLength}
          error={errors.text}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((x) => ({ ...x, text: undefined }));
          }}
        />
        <p className={own.hint}>
          {text.trim().length} из {LIMITS.textMaxLength} символов
        </p>
        <TextField
          name="link"
          label="Ссылка (необязательно)"
          value={link}
          maxLength={LIMITS.linkMaxLength}
          error={errors.link}
          onChange={(e) => {
            setLink(e.target.value);
            setErrors((x) => ({ ...x, link: undefined }));
          }}
        />
        <p className={own.hint}>
          Страница приложения, куда ведёт уведомление, например /articles/ или /article/12.
        </p>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Отправить
          </Button>
        </div>
      </form>
    </Page>
  );
}
