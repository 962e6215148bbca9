// The recipe search box (spec part 2 §2.3, §5: starts at 3 typed characters). Results come while
// the member types (debounced, stale requests cancelled: lib/recipeSearch); a result opens its
// day and meal.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx, type DietaSearchItem } from '@club/shared';
import { Icon } from '../../lib/icons';
import {
  canSearch,
  createRecipeSearch,
  type RecipeSearch as Search,
  type SearchState,
} from '../../lib/recipeSearch';
import { searchRecipes } from './api/searchRecipes';
import styles from './RecipeSearch.module.css';

export interface RecipeSearchProps {
  disabled?: boolean;
  onPick: (item: DietaSearchItem) => void;
}

async function call(query: string, signal: AbortSignal): Promise<DietaSearchItem[] | null> {
  const { result, error } = await searchRecipes(query, signal);
  return error || !result ? null : result.list;
}

export function RecipeSearch({ disabled = false, onPick }: RecipeSearchProps) {
  const [value, setValue] = useState('');
  const [state, setState] = useState<SearchState<DietaSearchItem>>({ status: 'idle', query: '' });
  const [open, setOpen] = useState(false);
  const search = useRef<Search | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    const s = createRecipeSearch(call, setState);
    search.current = s;
    return () => s.dispose();
  }, []);

  // Closes the results when the member taps elsewhere.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [open]);

  const onChange = (next: string) => {
    setValue(next);
    setOpen(true);
    search.current?.input(next);
  };

  const pick = (item: DietaSearchItem) => {
    setOpen(false);
    onPick(item);
  };

  const typed = value.trim();
  const fresh = state.query === typed;
  let panel: ReactNode = null;
  if (open && typed.length > 0) {
    if (!canSearch(value)) {
      panel = <p className={styles.hint}>Введи не менее 3 символов</p>;
    } else if (!fresh || state.status === 'loading' || state.status === 'idle') {
      panel = <p className={styles.hint}>Ищем рецепты…</p>;
    } else if (state.status === 'failed') {
      panel = <p className={styles.hint}>Не удалось выполнить поиск. Попробуй еще раз.</p>;
    } else if (state.items.length === 0) {
      panel = <p className={styles.hint}>Ничего не найдено</p>;
    } else {
      panel = (
        <ul id={listId} className={styles.list} aria-label="Найденные рецепты">
          {state.items.map((item) => (
            <li key={`${item.id}-${item.day_id}-${item.meal_title}`}>
              <button type="button" className={styles.item} onClick={() => pick(item)}>
                {item.photo ? (
                  <img className={styles.thumb} src={item.photo} alt="" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{item.name}</span>
                  <span className={styles.itemWhere}>
                    Неделя {item.week_number}, день {item.day_number} · {item.meal_title}
                    {item.calory !== null ? ` · ${Math.round(item.calory)} ккал` : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      );
    }
  }

  return (
    <div ref={boxRef} className={cx(styles.search, disabled && styles.disabled)}>
      <label className={styles.field}>
        <Icon name="search" />
        <input
          type="search"
          className={styles.input}
          placeholder="Поиск рецептов"
          aria-label="Поиск рецептов"
          value={value}
          disabled={disabled}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        />
      </label>
      {panel && <div className={styles.panel}>{panel}</div>}
    </div>
  );
}
