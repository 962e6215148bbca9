// Articles (route "articles", /articles/; spec part 2 §2.7): categories (the favourites only when
// there are some), the search (trimmed), the first page by category and the next on scroll, the
// special article apart with its "Ознакомлен" dialog in the all category, like / unlike. Loading,
// a failed load (with "Повторить") and an empty list or search are told apart.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  LoadState,
  NETWORK_ERROR_MESSAGE,
  Page,
  useIsMobile,
  type ArticleCategory,
  type ArticleItem,
} from '@club/shared';
import {
  ARTICLE_CATEGORY_ALL,
  ARTICLE_CATEGORY_FAVORITES,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES as M,
} from '@club/shared/contract/paths-articles';
import { Tabs } from '@club/shared/kit';
import { Icon } from '../../lib/Icon';
import { getCategories } from './api/getCategories';
import { getFavorites } from './api/getFavorites';
import { likeArticle } from './api/likeArticle';
import { ArticleCard } from './ArticleCard';
import { SpecialDialog } from './SpecialDialog';
import { rememberSpecial, seenSpecialId, shouldShowSpecial } from './specialCookie';
import { useArticleList } from './useArticleList';
import { useInfiniteScroll } from './useInfiniteScroll';
import styles from './Articles.module.css';

/** Typing pauses this long before the search runs (Enter runs it at once). */
const SEARCH_DELAY_MS = 500;

/** What the failed states say: the page (categories, the first articles) and a next page. */
export const ARTICLES_LOAD_FAILED = 'Не удалось загрузить статьи.';
export const ARTICLES_MORE_FAILED = 'Не удалось загрузить следующие статьи.';

export default function ArticlesPage() {
  const isMobile = useIsMobile();
  const [categories, setCategories] = useState<ArticleCategory[] | null>(null);
  /** why the categories did not load (the page's failed state) */
  const [categoriesFailure, setCategoriesFailure] = useState<string | null>(null);
  const [categoriesAttempt, setCategoriesAttempt] = useState(0);
  const [favoritesCount, setFavoritesCount] = useState(0);
  const [category, setCategory] = useState<string>(ARTICLE_CATEGORY_ALL);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const pendingRef = useRef(new Set<number>());
  const [specialOpen, setSpecialOpen] = useState(false);
  const { state, loadNext, retry, updateItem } = useArticleList(category, query);

  useEffect(() => {
    let alive = true;
    // the page shows its own failure; the favourites only decide whether their tab shows
    void Promise.all([getCategories({ silent: true }), getFavorites({ silent: true })]).then(
      ([cats, favs]) => {
        if (!alive) return;
        if (cats.result) setCategories(cats.result.categories);
        else setCategoriesFailure(cats.error?.message ?? NETWORK_ERROR_MESSAGE);
        setFavoritesCount(favs.result?.count ?? 0);
      },
    );
    return () => {
      alive = false;
    };
  }, [categoriesAttempt]);
  const retryCategories = useCallback(() => {
    setCategoriesFailure(null);
    setCategoriesAttempt((n) => n + 1);
  }, []);

  // the search runs on the trimmed text, shortly after typing stops
  useEffect(() => {
    const timer = setTimeout(
      () => setQuery(text.trim().slice(0, ARTICLE_LIMITS.searchMaxLength)),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQuery(text.trim().slice(0, ARTICLE_LIMITS.searchMaxLength));
  };

  const showSpecial = category === ARTICLE_CATEGORY_ALL && !query && state.special !== null;
  const special = state.special;
  // by id: liking the special article (a new object) does not bring the dialog back
  const specialId = special?.id ?? null;
  useEffect(() => {
    if (showSpecial && shouldShowSpecial(specialId, seenSpecialId())) setSpecialOpen(true);
  }, [showSpecial, specialId]);
  const acknowledge = () => {
    if (special) rememberSpecial(special.id);
    setSpecialOpen(false);
  };

  // the favourites tab goes away with the last favourite
  useEffect(() => {
    if (favoritesCount === 0 && category === ARTICLE_CATEGORY_FAVORITES)
      setCategory(ARTICLE_CATEGORY_ALL);
  }, [favoritesCount, category]);

  const tabs = useMemo(
    () => [
      { id: ARTICLE_CATEGORY_ALL, label: M.all },
      ...(categories ?? []).map((c) => ({ id: String(c.id), label: c.name })),
      ...(favoritesCount > 0 ? [{ id: ARTICLE_CATEGORY_FAVORITES, label: M.favorites }] : []),
    ],
    [categories, favoritesCount],
  );

  const toggleFavorite = useCallback(
    async (article: ArticleItem) => {
      if (pendingRef.current.has(article.id)) return;
      pendingRef.current.add(article.id);
      setPending(new Set(pendingRef.current));
      try {
        const answer = await likeArticle(article.id, !article.isFavorite);
        // a failure only clears the pending flag (spec §8)
        if (!answer.result) return;
        setFavoritesCount(answer.result.count);
        if (category === ARTICLE_CATEGORY_FAVORITES && !answer.result.isFavorite)
          updateItem(article.id, null);
        else updateItem(article.id, { isFavorite: answer.result.isFavorite });
      } finally {
        pendingRef.current.delete(article.id);
        setPending(new Set(pendingRef.current));
      }
    },
    [category, updateItem],
  );

  useInfiniteScroll(loadNext, {
    // only once the list is on the page: a page still showing its loader is "near its end"
    enabled:
      categories !== null && state.page > 0 && state.page < state.totalPages && !state.failed,
    mobile: isMobile,
    itemsCount: state.items.length,
  });

  const onToggle = useCallback((a: ArticleItem) => void toggleFavorite(a), [toggleFavorite]);

  return (
    <Page title={M.title}>
      <LoadState
        status={categories ? 'ready' : categoriesFailure !== null ? 'failed' : 'loading'}
        failedText={ARTICLES_LOAD_FAILED}
        reason={categoriesFailure}
        onRetry={retryCategories}
      >
        <div className={styles.page}>
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <Icon name="search" />
            <input
              type="search"
              className={styles.searchInput}
              placeholder={M.searchPlaceholder}
              aria-label={M.searchPlaceholder}
              value={text}
              maxLength={ARTICLE_LIMITS.searchMaxLength}
              onChange={(e) => setText(e.target.value)}
            />
          </form>
          <Tabs
            items={tabs}
            activeId={category}
            onChange={(id) => {
              setCategory(id);
              window.scrollTo({ top: 0 });
            }}
            variant={isMobile ? 'mobile' : 'desktop'}
            label="Категории статей"
          />
          {showSpecial && special && (
            <>
              <ArticleCard
                article={special}
                pending={pending.has(special.id)}
                onToggleFavorite={onToggle}
                special
              />
              <SpecialDialog
                article={special}
                open={specialOpen}
                onAcknowledge={acknowledge}
                onClose={() => setSpecialOpen(false)}
              />
            </>
          )}
          <LoadState
            status={state.page > 0 ? 'ready' : state.loading ? 'loading' : 'failed'}
            failedText={ARTICLES_LOAD_FAILED}
            reason={state.failed}
            onRetry={retry}
            empty={state.items.length === 0}
            emptyText={query ? M.notFoundSearch : 'Статей пока нет'}
          >
            {() => (
              <ul className={styles.list} aria-label={M.title} data-testid="article-list">
                {state.items.map((a) => (
                  <li key={a.id}>
                    <ArticleCard
                      article={a}
                      pending={pending.has(a.id)}
                      onToggleFavorite={onToggle}
                    />
                  </li>
                ))}
              </ul>
            )}
          </LoadState>
          {state.page > 0 && (state.loading || state.failed) && (
            <LoadState
              status={state.failed ? 'failed' : 'loading'}
              failedText={ARTICLES_MORE_FAILED}
              reason={state.failed}
              onRetry={retry}
              size="compact"
              loadingLabel="Загрузка следующих статей"
            />
          )}
        </div>
      </LoadState>
    </Page>
  );
}
