import { Link } from 'react-router-dom';
import { cx } from '@club/shared';
import { Icon } from './icons';
import type { MenuItem } from './menu';

export interface MenuLinkProps {
  item: MenuItem;
  disabled: boolean;
  current: boolean;
  className: string;
  activeClassName: string;
  disabledClassName: string;
  /** hides the label visually (collapsed side menu); it stays the accessible name */
  iconOnly?: boolean;
  badge?: number;
  badgeClassName?: string;
  labelClassName?: string;
  onClick?: () => void;
}

/** A menu entry: a link, or (when its code is switched off) a disabled, non-link item. */
export function MenuLink({
  item,
  disabled,
  current,
  className,
  activeClassName,
  disabledClassName,
  iconOnly,
  badge,
  badgeClassName,
  labelClassName,
  onClick,
}: MenuLinkProps) {
  const content = (
    <>
      <Icon name={item.icon} />
      <span className={labelClassName} hidden={iconOnly}>
        {item.label}
      </span>
      {badge ? (
        <span className={badgeClassName} aria-label={`непрочитанных: ${badge}`}>
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </>
  );
  if (disabled) {
    return (
      <span
        className={cx(className, disabledClassName)}
        aria-disabled="true"
        title={iconOnly ? item.label : undefined}
        data-menu={item.key}
      >
        {content}
      </span>
    );
  }
  return (
    <Link
      to={item.to}
      className={cx(className, current && activeClassName)}
      aria-current={current ? 'page' : undefined}
      aria-label={iconOnly ? item.label : undefined}
      title={iconOnly ? item.label : undefined}
      data-menu={item.key}
      onClick={onClick}
    >
      {content}
    </Link>
  );
}
