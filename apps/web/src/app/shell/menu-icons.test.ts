// Every icon the permission tree names is drawn, not the fallback dot.
import { menuTree } from '@noren/domain/permissions';
import { expect, it } from 'vitest';
import { menuIcons } from './menu-icons.ts';

it('has an icon for every menu entry', () => {
  expect(menuTree.filter((node) => !menuIcons[node.iconName]).map((node) => node.id)).toEqual([]);
});
