// The side menu, built only from the domain's visibleMenu() for the signed-in user: pages first, then
// the Language and Logout actions. Collapsed, it shows icons with tooltips and keeps accessible names.

import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { type MenuNode, type VisibleMenuNode, visibleMenu } from '@noren/domain/permissions';
import type { AuthUser } from '@noren/domain/users';
import { type ReactElement, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { toMenuViewer } from '../../lib/auth.ts';
import { getStoredLanguage, otherLanguage } from '../../lib/language.ts';
import { menuIcon } from './menu-icons.ts';

export interface SideMenuProps {
  user: AuthUser;
  collapsed: boolean;
  /** Asked when a collapsed group is opened: its children need the full width. */
  onExpand: () => void;
  /** After a page is chosen (closes the drawer on small screens). */
  onNavigate: () => void;
  onLanguage: () => void;
  onLogout: () => void;
}

function isActivePath(pathname: string, path: string | undefined): boolean {
  return Boolean(path) && (pathname === path || pathname.startsWith(`${path}/`));
}

export function SideMenu({ user, collapsed, onExpand, onNavigate, onLanguage, onLogout }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMemo(() => visibleMenu(toMenuViewer(user)), [user]);
  const pages = menu.filter((node) => !node.action);
  const actions = menu.filter((node) => node.action);

  return (
    <nav aria-label={t('shell.mainMenu')} data-testid="side-menu">
      <List component="div" disablePadding sx={{ py: 1 }}>
        {pages.map((node) =>
          node.children.length > 0 ? (
            <MenuGroup
              key={node.id}
              node={node}
              collapsed={collapsed}
              pathname={pathname}
              onExpand={onExpand}
              onNavigate={onNavigate}
            />
          ) : (
            <MenuLink key={node.id} node={node} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
          ),
        )}
      </List>
      <Divider />
      <List component="div" disablePadding sx={{ py: 1 }}>
        {actions.map((node) =>
          node.action === 'language' ? (
            <LanguageItem key={node.id} node={node} collapsed={collapsed} onClick={onLanguage} />
          ) : (
            <ActionItem
              key={node.id}
              node={node}
              label={t(`menu.${node.labelKey}`)}
              collapsed={collapsed}
              onClick={onLogout}
            />
          ),
        )}
      </List>
    </nav>
  );
}

function WithTooltip({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactElement }) {
  if (!collapsed) return children;
  return (
    <Tooltip title={label} placement="right" describeChild>
      {children}
    </Tooltip>
  );
}

function ItemText({ label, collapsed, lang }: { label: string; collapsed: boolean; lang?: string }) {
  return (
    <ListItemText
      primary={<span lang={lang}>{label}</span>}
      sx={collapsed ? visuallyHidden : { my: 0 }}
      slotProps={{ primary: { sx: { fontWeight: 500 } } }}
    />
  );
}

interface MenuLinkProps {
  node: MenuNode;
  collapsed: boolean;
  pathname: string;
  nested?: boolean;
  onNavigate: () => void;
}

function MenuLink({ node, collapsed, pathname, nested = false, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation();
  const label = t(`menu.${node.labelKey}`);
  const Icon = menuIcon(node.iconName);
  return (
    <WithTooltip label={label} collapsed={collapsed}>
      <ListItemButton
        component={NavLink}
        to={node.path ?? '/'}
        selected={isActivePath(pathname, node.path)}
        onClick={onNavigate}
        data-testid={`menu-item-${node.id}`}
        sx={{ pl: nested && !collapsed ? 4.5 : 2.5, mx: 1, borderRadius: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ItemText label={label} collapsed={collapsed} />
      </ListItemButton>
    </WithTooltip>
  );
}

interface MenuGroupProps {
  node: VisibleMenuNode;
  collapsed: boolean;
  pathname: string;
  onExpand: () => void;
  onNavigate: () => void;
}

function MenuGroup({ node, collapsed, pathname, onExpand, onNavigate }: MenuGroupProps) {
  const { t } = useTranslation();
  const submenuId = useId();
  const containsCurrent = node.children.some((child) => isActivePath(pathname, child.path));
  const [open, setOpen] = useState(containsCurrent);
  const label = t(`menu.${node.labelKey}`);
  const Icon = menuIcon(node.iconName);
  const expanded = open && !collapsed;

  function toggle() {
    if (collapsed) {
      onExpand();
      setOpen(true);
    } else {
      setOpen(!open);
    }
  }

  return (
    <>
      <WithTooltip label={label} collapsed={collapsed}>
        <ListItemButton
          onClick={toggle}
          aria-expanded={expanded}
          aria-controls={submenuId}
          selected={collapsed && containsCurrent}
          data-testid={`menu-item-${node.id}`}
          sx={{ pl: 2.5, mx: 1, borderRadius: 2 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ItemText label={label} collapsed={collapsed} />
          {!collapsed && (expanded ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />)}
        </ListItemButton>
      </WithTooltip>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List component="div" disablePadding id={submenuId} aria-label={label}>
          {node.children.map((child) => (
            <MenuLink
              key={child.id}
              node={child}
              collapsed={collapsed}
              pathname={pathname}
              nested
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

interface ActionItemProps {
  node: MenuNode;
  label: string;
  collapsed: boolean;
  lang?: string;
  title?: string;
  onClick: () => void;
}

function ActionItem({ node, label, collapsed, lang, title, onClick }: ActionItemProps) {
  const Icon = menuIcon(node.iconName);
  return (
    <WithTooltip label={title ?? label} collapsed={collapsed}>
      <ListItemButton
        onClick={onClick}
        title={collapsed ? undefined : title}
        data-testid={`menu-item-${node.id}`}
        sx={{ pl: 2.5, mx: 1, borderRadius: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ItemText label={label} collapsed={collapsed} lang={lang} />
      </ListItemButton>
    </WithTooltip>
  );
}

/** Shows the language it switches to, written in that language ("English" / "日本語"). */
function LanguageItem({ node, collapsed, onClick }: { node: MenuNode; collapsed: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const target = otherLanguage(getStoredLanguage());
  const name = t(`language.${target}`);
  return (
    <ActionItem
      node={node}
      label={name}
      lang={target === 'en' ? 'en' : 'ja'}
      title={t('language.switchTo', { language: name })}
      collapsed={collapsed}
      onClick={onClick}
    />
  );
}
