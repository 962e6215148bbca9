// Articles (route "articles", /articles/; spec part 2 §2.7): categories (the favourites only when
// there are some), the search (trimmed), the first page by category and the next on scroll, the
// special article apart with its "Ознакомлен" dialog in the all category, like / unlike.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  ARTICLE_CATEGORY_ALL,
  ARTICLE_CATEGORY_FAVORITES,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES as M,
  Loader,
  Page,
  PageLoader,
  Tabs,
  useIsMobile,
  type ArticleCategory,
  type ArticleItem,
} from '@club/shared';
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

export default function ArticlesPage() {
  const isMobile = useIsMobile();
  const [categories, setCategories] = useState<ArticleCategory[] | null>(null);
  const [favoritesCount, setFavoritesCount] = useState(0);
  const [category, setCategory] = useState<string>(ARTICLE_CATEGORY_ALL);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const pendingRef = useRef(new Set<number>());
  const [specialOpen, setSpecialOpen] = useState(false);
  const { state, loadNext, updateItem } = useArticleList(category, query);

  useEffect(() => {
    void Promise.all([getCategories(), getFavorites()]).then(([cats, favs]) => {
      setCategories(cats.result?.categories ?? []);
      setFavoritesCount(favs.result?.count ?? 0);
    });
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
    enabled: categories !== null && state.page > 0 && state.page < state.totalPages,
    mobile: isMobile,
    itemsCount: state.items.length,
  });

  const onToggle = useCallback((a: ArticleItem) => void toggleFavorite(a), [toggleFavorite]);

  return (
    <Page title={M.title}>
      {categories === null ? (
        <PageLoader />
      ) : (
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
          {state.page === 0 && state.loading ? (
            <PageLoader />
          ) : state.items.length === 0 ? (
            <p className={styles.nothing}>{query ? M.notFoundSearch : 'Статей пока нет'}</p>
          ) : (
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
          {state.page > 0 && state.loading && (
            <div className={styles.more}>
              <Loader size="small" label="Загрузка следующих статей" />
            </div>
          )}
        </div>
      )}
    </Page>
  );
}
