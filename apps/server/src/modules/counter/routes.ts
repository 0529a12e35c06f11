// Paths of counter ordering (spec 3 §7; contract in README.md), under /api:
//   GET   restaurant/food/menu/mobile/all/list/{id_restaurant}?receiving_method=  the menu browser
//   GET   restaurant/cart/{tempUserId}/{id_restaurant}                             the kept cart
//   PATCH restaurant/cart/{tempUserId}/{id_restaurant}                             keep the cart (checked)
//   GET   restaurant/external/register-price/{id_restaurant}?jancode=&code_register=
//   GET   restaurant/external/user-rank/{id_restaurant}/{id_user}
import { menuBrowserQuerySchema } from '@noren/domain/catalogue/menu-browser';
import { cartDetailSchema, tempUserIdPattern } from '@noren/domain/orders/cart';
import { idParam, text } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { createSupermarketApi } from '../../integrations/supermarket.ts';
import { AppError } from '../../lib/errors.ts';
import { routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createCounterService } from './service.ts';

/** Who may call these routes: the home dashboard, where counter orders are taken. */
const can = { counter: access.restaurant('home') };

const restaurantParams = z.object({ id_restaurant: idParam });
const cartParams = restaurantParams.extend({ tempUserId: z.string().max(64) });

/** The path's temporary user: 'T' and 8 hex digits (a bilingual refusal, not a bare validation error). */
function tempUserOf(value: string): string {
  if (!tempUserIdPattern.test(value)) throw new AppError(400, 'CART_USER_ID_INVALID', {}, 'tempUserId');
  return value;
}

export const counterRoutes: ModuleRoutes = (deps) => async (app) => {
  const counter = createCounterService({
    db: deps.db,
    storage: deps.storage,
    supermarket: createSupermarketApi(deps.config),
  });
  const route = routesOf(app, ['counter']);

  route.get(
    '/restaurant/food/menu/mobile/all/list/:id_restaurant',
    {
      access: can.counter,
      summary:
        "The counter's menu browser for a receiving method (type or 'free'): categories › sub-categories › menus after the §5 rules, call menus, the comment questions",
      params: restaurantParams,
      query: menuBrowserQuerySchema,
    },
    ({ params, query, request }) => counter.browser(restaurantOf(request, params.id_restaurant), query),
  );

  route.get(
    '/restaurant/cart/:tempUserId/:id_restaurant',
    { access: can.counter, summary: "The counter's kept cart (empty when none)", params: cartParams },
    ({ params, request }) => counter.cart(restaurantOf(request, params.id_restaurant), tempUserOf(params.tempUserId)),
  );

  route.patch(
    '/restaurant/cart/:tempUserId/:id_restaurant',
    {
      access: can.counter,
      summary: "Keep the counter's cart, every line checked against the catalogue now (an empty cart deletes it)",
      params: cartParams,
      body: cartDetailSchema,
      code: 'CART_SAVED',
    },
    ({ body, params, request }) =>
      counter.saveCart(restaurantOf(request, params.id_restaurant), tempUserOf(params.tempUserId), body.cart_detail),
  );

  route.get(
    '/restaurant/external/register-price/:id_restaurant',
    {
      access: can.counter,
      summary: "The supermarket register's price of a JAN code ({configured: false} when the API is not set up)",
      params: restaurantParams,
      query: z.object({ jancode: text(32, { min: 1 }), code_register: text(32, { min: 1 }).optional() }),
    },
    ({ params, query, request }) => counter.registerPrice(restaurantOf(request, params.id_restaurant), query),
  );

  route.get(
    '/restaurant/external/user-rank/:id_restaurant/:id_user',
    {
      access: can.counter,
      summary: "A customer's rank at the supermarket ({configured: false} when the API is not set up)",
      params: restaurantParams.extend({ id_user: text(64, { min: 1 }) }),
    },
    ({ params, request }) => counter.userRank(restaurantOf(request, params.id_restaurant), params.id_user),
  );
};
