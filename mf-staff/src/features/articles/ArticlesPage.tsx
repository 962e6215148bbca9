// Every article, newest first (GET /api/staff/articles: drafts, published and unpublished), found
// by part of the title and filtered by status, 20 at a time.
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  type ArticleStatus,
  type StaffArticleRow,
  type StaffArticlesResult,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Select, TextField } from '@club/shared/kit';
import { ARTICLE_STATUSES, ARTICLE_STATUS_LABELS } from '@club/shared/staff';
import { getArticles } from '../../api/articles';
import { staffLinks } from '../../app/paths';
import { usePaged } from '../../lib/usePaged';
import { ShowMore } from '../../lib/ShowMore';
import styles from '../../lib/lists.module.css';
import { statusTag } from './status';

const STATUS_OPTIONS = ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABELS[s] }));

export function ArticlesPage() {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<{ q: string; status: ArticleStatus | '' }>({
    q: '',
    status: '',
  });
  const fetchPage = useCallback(
    (cursor: number | null) =>
      getArticles({
        q: filter.q,
        status: filter.status || undefined,
        before_id: cursor ?? undefined,
      }),
    [filter],
  );
  const list = usePaged(
    fetchPage,
    (r: StaffArticlesResult) => ({ items: r.articles, next: r.next_before_id }),
    `${filter.q}\n${filter.status}`,
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, q: typed.trim() }));
  };
  const filtered = Boolean(filter.q || filter.status);
  return (
    <Page title="Статьи">
      <p className={styles.actions}>
        <Link className={styles.link} to={staffLinks.articleNew()}>
          Новая статья
        </Link>
      </p>
      <form className={styles.filters} role="search" onSubmit={search}>
        <TextField
          name="q"
          label="Заголовок"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Select
          name="status"
          label="Состояние"
          value={filter.status}
          placeholder="Все"
          options={STATUS_OPTIONS}
          onChange={(e) =>
            setFilter((f) => ({ ...f, status: e.target.value as ArticleStatus | '' }))
          }
        />
        <Button type="submit">Найти</Button>
      </form>
      <LoadState
        status={list.status}
        failedText="Не удалось загрузить статьи."
        reason={list.reason}
        onRetry={list.reload}
        empty={list.items.length === 0}
        emptyText={
          filtered ? 'Ничего не нашлось. Измени заголовок или состояние.' : 'Статей пока нет.'
        }
      >
        <ul className={styles.list} aria-label="Статьи">
          {list.items.map((a) => (
            <ArticleRow key={a.id} article={a} />
          ))}
        </ul>
        <ShowMore list={list} />
      </LoadState>
    </Page>
  );
}

function ArticleRow({ article: a }: { article: StaffArticleRow }) {
  const tag = statusTag(a.status);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Link className={styles.itemTitle} to={staffLinks.article(a.id)}>
          {a.title}
        </Link>
        <span className={tag.className}>{tag.label}</span>
        {a.is_special && <span className={styles.tagDanger}>Важная</span>}
      </div>
      <dl className={styles.pairs}>
        <div className={styles.pair}>
          <dt>Категория</dt>
          <dd>{a.category.name}</dd>
        </div>
        <div className={styles.pair}>
          <dt>Изменена</dt>
          <dd>
            {formatLocalDateTime(a.updated_at)}
            {a.updated_by ? `, ${a.updated_by.name}` : ''}
          </dd>
        </div>
        {a.status === 'published' && (
          <div className={styles.pair}>
            <dt>Просмотры</dt>
            <dd>{a.view}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
