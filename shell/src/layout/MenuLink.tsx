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
  /** 'menuitem' inside a popup menu */
  role?: 'menuitem';
  onClick?: () => void;
}

/**
 * A menu entry: a link, or (when its code is switched off) a disabled, non-link item. A disabled
 * item shows no unread badge: nothing there invites a tap that leads nowhere.
 */
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
  role,
  onClick,
}: MenuLinkProps) {
  const content = (
    <>
      <Icon name={item.icon} />
      <span className={labelClassName} hidden={iconOnly}>
        {item.label}
      </span>
      {badge && !disabled ? (
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
        role={role}
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
      role={role}
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
