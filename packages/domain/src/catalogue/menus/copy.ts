// A copy of a menu (spec 2 §7 "Menus", decisions "Catalogue"): the web's Copy button opens Add Menu
// with this draft, and the server's copy path writes the same draft under the JAN code given.
import type { Menu } from './answer.ts';
import { draftFromMenu, type MenuDraft } from './draft.ts';

/**
 * The Add Menu form for a copy: everything of the source, but a new menu (no ids) and an empty JAN
 * code, since a JAN code names one product and the owner has to give the copy its own.
 */
export function copyDraftFromMenu(menu: Menu): MenuDraft {
  const draft = draftFromMenu(menu);
  return {
    ...draft,
    id_food_menu: null,
    jancode: '',
    status: null,
    limited: null,
    slide_show: null,
    additional: draft.additional.map((group) => ({
      ...group,
      id_food_menu_additional: null,
      options: group.options.map((option) => ({ ...option, id_food_menu_additional_option: null })),
    })),
  };
}
