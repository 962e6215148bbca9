// An article's editor (/staff/articles/new and /staff/articles/{id}): title, category, the HTML,
// the special flag and the main picture (uploaded through the server's photo pipeline); save as a
// draft, preview exactly as members will see it (ArticleView: the member page's own component and
// the one sanitiser), publish and unpublish. HTML with script is refused by the server; the same
// check (`articleHtmlProblem`) says so here first, beside the field and in the preview.
// A main picture that fails to upload is never dropped quietly: it stays chosen (its thumbnail
// shown), the reason is said beside it, and «Загрузить картинку ещё раз» sends it again, also when
// it failed right after a new article's first save (the draft is kept and its page opens).
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  confirm,
  showBanner,
  type StaffArticle,
  type StaffArticleCategoriesResult,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Checkbox, Select, TextArea, TextField } from '@club/shared/kit';
import {
  STAFF_ARTICLE_LIMITS as LIMITS,
  STAFF_ARTICLE_MESSAGES as M,
  articleHtmlProblem,
} from '@club/shared/staff';
import { PictureThumb } from '@club/shared/pictures';
import { ArticleView } from '@club/shared/sanitize';
import {
  createArticle,
  getArticle,
  getArticleCategories,
  publishArticle,
  removeArticleImage,
  unpublishArticle,
  updateArticle,
  uploadArticleImage,
  type ArticleInput,
} from '../../api/articles';
import { staffLinks } from '../../app/paths';
import { useAccount } from '../../app/useAccount';
import { useLoad } from '../../lib/useLoad';
import styles from '../../lib/lists.module.css';
import own from './ArticleEditor.module.css';
import { statusTag } from './status';

/** The photo pipeline's limits, said before sending (the server checks them anyway). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return M.imageType;
  if (file.size > IMAGE_MAX_BYTES) return M.imageSize;
  return null;
}

interface Draft {
  title: string;
  categoryId: string;
  content: string;
  isSpecial: boolean;
}

const EMPTY: Draft = { title: '', categoryId: '', content: '', isSpecial: false };
const draftOf = (a: StaffArticle): Draft => ({
  title: a.title,
  categoryId: String(a.category.id),
  content: a.content,
  isSpecial: a.is_special,
});
const same = (a: Draft, b: Draft) =>
  a.title === b.title &&
  a.categoryId === b.categoryId &&
  a.content === b.content &&
  a.isSpecial === b.isSpecial;

type Errors = Partial<Record<'title' | 'category' | 'content' | 'image' | 'form', string>>;

/** Said when a new article's picture failed right after the draft was saved. */
export const imageFailedAfterSave = (reason: string) =>
  `Черновик сохранён, но картинка не загрузилась: ${reason} Картинка осталась выбранной: нажми «Загрузить картинку ещё раз».`;

/**
 * A new article's picture that failed after its first save, handed to the article's own page
 * (its editor is a new one: the route changes from /new to /{id}).
 */
const carried = new Map<number, { file: File; error: string }>();

/** What the form can say before sending (the server says the same). */
function checkDraft(d: Draft): Errors {
  const errors: Errors = {};
  const title = d.title.trim();
  if (!title) errors.title = M.titleRequired;
  else if (title.length > LIMITS.titleMaxLength) errors.title = M.titleTooLong;
  if (!d.categoryId) errors.category = 'Выбери категорию';
  if (d.content.length > LIMITS.contentMaxLength) errors.content = M.contentTooLong;
  else {
    const problem = articleHtmlProblem(d.content);
    if (problem) errors.content = problem;
  }
  return errors;
}

export function ArticleEditorPage() {
  const { id } = useParams();
  const loaded = useLoad(getArticleCategories);
  // null while loading; a failed load leaves the choice empty and says so under the field
  const categories = loaded.status === 'failed' ? { categories: [] } : loaded.data;
  if (id === undefined) return <Editor key="new" article={null} categories={categories} />;
  return <SavedArticle id={id} categories={categories} />;
}

function SavedArticle({
  id,
  categories,
}: {
  id: string;
  categories: StaffArticleCategoriesResult | null;
}) {
  const load = useCallback(() => getArticle(id), [id]);
  const loaded = useLoad(load);
  return (
    <LoadState
      status={loaded.status}
      failedText="Не удалось загрузить статью."
      reason={loaded.reason}
      onRetry={loaded.reload}
    >
      {() =>
        loaded.data && <Editor key={loaded.data.id} article={loaded.data} categories={categories} />
      }
    </LoadState>
  );
}

function Editor({
  article: initial,
  categories,
}: {
  article: StaffArticle | null;
  categories: StaffArticleCategoriesResult | null;
}) {
  const navigate = useNavigate();
  const { account } = useAccount();
  const [article, setArticle] = useState<StaffArticle | null>(initial);
  const [draft, setDraft] = useState<Draft>(initial ? draftOf(initial) : EMPTY);
  const [errors, setErrors] = useState<Errors>(() => {
    const error = initial && carried.get(initial.id)?.error;
    return error ? { image: error } : {};
  });
  const [busy, setBusy] = useState<null | 'save' | 'publish' | 'unpublish' | 'image'>(null);
  const [preview, setPreview] = useState(false);
  // a picture chosen and not stored yet: before the first save, or after a failed upload
  const [pendingImage, setPendingImage] = useState<File | null>(
    () => (initial && carried.get(initial.id)?.file) ?? null,
  );
  const saved = article ? draftOf(article) : EMPTY;
  const dirty = !article || !same(draft, saved);
  const categoryOptions = (categories?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  // the first category is the usual choice of a new article
  useEffect(() => {
    if (!article && !draft.categoryId && categoryOptions.length)
      setDraft((d) => ({ ...d, categoryId: categoryOptions[0].value }));
  }, [article, draft.categoryId, categoryOptions]);

  const edit = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({
      ...e,
      [key === 'categoryId' ? 'category' : key]: undefined,
      form: undefined,
    }));
  };

  // the carried picture has been taken by this editor
  useEffect(() => {
    if (initial) carried.delete(initial.id);
  }, [initial]);

  /** Uploads the picture: the article with it, or the reason it failed (the picture stays chosen). */
  const upload = async (
    target: StaffArticle,
    file: File,
  ): Promise<{ article: StaffArticle } | { error: string }> => {
    setBusy('image');
    setPendingImage(file);
    const answer = await uploadArticleImage(target.id, file);
    setBusy(null);
    if (answer.error || !answer.result) {
      const error = answer.error?.message ?? 'Не удалось загрузить картинку.';
      setErrors((e) => ({ ...e, image: error }));
      return { error };
    }
    setPendingImage(null);
    setErrors((e) => ({ ...e, image: undefined }));
    setArticle(answer.result.article);
    return { article: answer.result.article };
  };

  /**
   * Saves what changed (a new article becomes a draft, and its page is opened unless `stay`: a
   * publication that follows opens it itself); the saved article, or null when refused.
   */
  const save = async (stay = false): Promise<StaffArticle | null> => {
    const found = checkDraft(draft);
    if (Object.keys(found).length) {
      setErrors(found);
      return null;
    }
    if (article && !dirty) return article;
    const input: ArticleInput = {
      title: draft.title.trim(),
      category_id: Number(draft.categoryId),
      content: draft.content,
      is_special: draft.isSpecial,
    };
    setBusy('save');
    const answer = article ? await updateArticle(article.id, input) : await createArticle(input);
    setBusy(null);
    if (answer.error || !answer.result) {
      setErrors({ form: answer.error?.message ?? 'Не удалось сохранить статью' });
      return null;
    }
    let next = answer.result.article;
    setArticle(next);
    setDraft(draftOf(next));
    if (!article && pendingImage) {
      // the picture chosen before the first save goes now that the article exists
      const sent = await upload(next, pendingImage);
      if ('error' in sent) {
        // the draft is kept, the picture is not lost: the article's page says so and retries it
        const error = imageFailedAfterSave(sent.error);
        carried.set(next.id, { file: pendingImage, error });
        navigate(staffLinks.article(next.id), { replace: true });
        return null;
      }
      next = sent.article;
    }
    showBanner('ok', answer.result.message);
    if (!article && !stay) navigate(staffLinks.article(next.id), { replace: true });
    return next;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };

  const publish = async () => {
    const current = await save(true);
    if (!current) return;
    setBusy('publish');
    const answer = await publishArticle(current.id);
    setBusy(null);
    if (!article) navigate(staffLinks.article(current.id), { replace: true });
    if (answer.error || !answer.result) {
      setErrors({ form: answer.error?.message ?? 'Не удалось опубликовать статью' });
      return;
    }
    setArticle(answer.result.article);
    setPreview(false);
    showBanner('ok', answer.result.message);
  };

  const unpublish = async () => {
    if (!article) return;
    const yes = await confirm({
      title: 'Снять статью с публикации?',
      text: 'Участники перестанут видеть её в списке, в поиске и по ссылке. Её можно будет опубликовать снова.',
      yes: 'Снять с публикации',
      no: 'Отмена',
    });
    if (!yes) return;
    setBusy('unpublish');
    const answer = await unpublishArticle(article.id);
    setBusy(null);
    if (answer.error || !answer.result) {
      setErrors({ form: answer.error?.message ?? 'Не удалось снять статью с публикации' });
      return;
    }
    setArticle(answer.result.article);
    showBanner('ok', answer.result.message);
  };

  const chooseImage = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setErrors((x) => ({ ...x, image: problem }));
      return;
    }
    setErrors((x) => ({ ...x, image: undefined }));
    if (article) void sendImage(article, file);
    else setPendingImage(file);
  };

  const sendImage = async (target: StaffArticle, file: File) => {
    const sent = await upload(target, file);
    if ('article' in sent) showBanner('ok', M.imageSaved);
  };

  /** Forgets the picture chosen and not stored (the stored one, if any, stays). */
  const forgetPending = () => {
    setPendingImage(null);
    setErrors((x) => ({ ...x, image: undefined }));
  };

  const dropImage = async () => {
    if (!article) return;
    setBusy('image');
    const answer = await removeArticleImage(article.id);
    setBusy(null);
    if (answer.error || !answer.result) {
      setErrors((x) => ({ ...x, image: answer.error?.message ?? 'Не удалось убрать картинку' }));
      return;
    }
    setArticle(answer.result.article);
    showBanner('ok', answer.result.message);
  };

  const categoryName =
    categoryOptions.find((c) => c.value === draft.categoryId)?.label ?? 'Без категории';
  const published = article?.status === 'published';
  const canNotify = account?.permissions.includes('notifications:send') ?? false;

  if (preview) {
    const problem = articleHtmlProblem(draft.content);
    return (
      <Page
        title={draft.title.trim() || 'Без заголовка'}
        onBack={() => setPreview(false)}
        backLabel="К редактору"
      >
        <p className={own.note} role="note">
          Предпросмотр: так статью увидят участники.
          {dirty ? ' Изменения ещё не сохранены.' : ''}
        </p>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
        <ArticleView
          title={draft.title.trim() || 'Без заголовка'}
          date={article?.published_at ?? Math.floor(Date.now() / 1000)}
          categoryName={categoryName}
          views={article?.view ?? 0}
          image={article?.main_image ?? null}
          html={draft.content}
        />
        <div className={`${styles.actions} ${own.bottom}`}>
          <Button variant="secondary" onClick={() => setPreview(false)}>
            Вернуться к редактированию
          </Button>
          {!published && (
            <Button loading={busy === 'publish' || busy === 'save'} onClick={() => void publish()}>
              Опубликовать
            </Button>
          )}
          {published && dirty && (
            <Button loading={busy === 'save'} onClick={() => void save()}>
              Сохранить изменения
            </Button>
          )}
        </div>
      </Page>
    );
  }

  const tag = article ? statusTag(article.status) : null;
  return (
    <Page
      title={article ? 'Статья' : 'Новая статья'}
      onBack={() => navigate(staffLinks.articles())}
      backLabel="К статьям"
    >
      {article && tag && (
        <section className={styles.card} aria-label="Состояние статьи">
          <p className={styles.actions}>
            <span className={tag.className}>{tag.label}</span>
            {article.published_at && (
              <span className={styles.muted}>
                Впервые опубликована {formatLocalDateTime(article.published_at)}
              </span>
            )}
            {published && <span className={styles.muted}>Просмотры: {article.view}</span>}
          </p>
          {published && canNotify && (
            <Link className={styles.link} to={staffLinks.notificationNew(`/article/${article.id}`)}>
              Сообщить участникам о статье
            </Link>
          )}
        </section>
      )}
      <form className={own.form} aria-label="Статья" onSubmit={submit} noValidate>
        <TextField
          name="title"
          label="Заголовок"
          value={draft.title}
          maxLength={LIMITS.titleMaxLength}
          error={errors.title}
          onChange={(e) => edit('title', e.target.value)}
        />
        <Select
          name="category"
          label="Категория"
          value={draft.categoryId}
          placeholder={categories ? 'Выбери категорию' : 'Загружаем категории…'}
          options={categoryOptions}
          error={
            errors.category ??
            (categories && !categoryOptions.length
              ? 'Не удалось загрузить категории. Обнови страницу.'
              : undefined)
          }
          onChange={(e) => edit('categoryId', e.target.value)}
        />
        <TextArea
          name="content"
          label="Текст статьи (HTML)"
          value={draft.content}
          rows={16}
          error={errors.content}
          inputClassName={own.html}
          onChange={(e) => edit('content', e.target.value)}
          onBlur={() => {
            const problem = articleHtmlProblem(draft.content);
            if (problem) setErrors((x) => ({ ...x, content: problem }));
          }}
        />
        <p className={own.hint}>
          Абзацы, заголовки, списки, ссылки и картинки. Скрипты, обработчики событий (onclick и т.
          п.), фреймы и формы запрещены: такую статью сохранить нельзя.
        </p>
        <Checkbox
          name="special"
          label="Важная статья: участники видят её отдельно и подтверждают «Ознакомлен»"
          checked={draft.isSpecial}
          onChange={(checked) => edit('isSpecial', checked)}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Главная картинка</legend>
          {article?.main_image ? (
            <img className={own.image} src={article.main_image} alt="Главная картинка статьи" />
          ) : (
            !pendingImage && <p className={styles.muted}>Картинки нет.</p>
          )}
          {pendingImage && (
            <div className={own.pending}>
              <PictureThumb
                file={pendingImage}
                alt={`Выбранная картинка: ${pendingImage.name}`}
                className={own.image}
              />
              <p className={styles.muted}>
                {article
                  ? busy === 'image'
                    ? `Загружаем ${pendingImage.name}…`
                    : `Выбрана: ${pendingImage.name}. Ещё не загружена.`
                  : `Выбрана: ${pendingImage.name}. Загрузится при сохранении.`}
              </p>
            </div>
          )}
          <div className={styles.actions}>
            <label className={own.file}>
              <span>{article?.main_image ? 'Заменить картинку' : 'Выбрать картинку'}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                aria-describedby="article-image-hint"
                onChange={chooseImage}
                disabled={busy === 'image'}
              />
            </label>
            {article && pendingImage && (
              <Button
                loading={busy === 'image'}
                onClick={() => void sendImage(article, pendingImage)}
              >
                Загрузить картинку ещё раз
              </Button>
            )}
            {pendingImage && (
              <Button variant="secondary" disabled={busy === 'image'} onClick={forgetPending}>
                {article ? 'Не загружать эту картинку' : 'Убрать картинку'}
              </Button>
            )}
            {article?.main_image && !pendingImage && (
              <Button
                variant="secondary"
                loading={busy === 'image'}
                onClick={() => void dropImage()}
              >
                Убрать картинку
              </Button>
            )}
          </div>
          <p id="article-image-hint" className={own.hint}>
            формат png/jpg, макс. размер 5 МБ
          </p>
          {errors.image && (
            <p role="alert" className={styles.error}>
              {errors.image}
            </p>
          )}
        </fieldset>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy === 'save'} disabled={!dirty && !!article}>
            {article ? 'Сохранить' : 'Сохранить черновик'}
          </Button>
          <Button variant="secondary" onClick={() => setPreview(true)}>
            Предпросмотр
          </Button>
          {!published && (
            <Button variant="secondary" loading={busy === 'publish'} onClick={() => void publish()}>
              Опубликовать
            </Button>
          )}
          {published && (
            <Button
              variant="secondary"
              loading={busy === 'unpublish'}
              onClick={() => void unpublish()}
            >
              Снять с публикации
            </Button>
          )}
        </div>
      </form>
    </Page>
  );
}
