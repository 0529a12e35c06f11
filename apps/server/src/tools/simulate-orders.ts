// The simulator's order builder (simulate.ts): the catalogue as the read API answers it, customers
// with believable names and addresses, and an order built only from what is on sale now (active,
// in stock, its category and sub-category open, a minimum order met, a delivery slot with room).
import { isTimeFrameOpen } from '@noren/domain/orders/intake';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import { businessDate } from '@noren/domain/restaurant';
import { isWithinShift, type WeekdaySchedule } from '@noren/domain/schedule';

// --- Catalogue as the read API answers it (only the fields used here) ------------------------------

export interface MethodRow {
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  title: string;
  active: boolean;
  min_order_fee: number | null;
}
export interface MenuRow {
  id_food_menu: number;
  food_menu_name: string;
  food_menu_price: number;
  food_menu_price_discount: number | null;
  food_menu_stock_qty: number;
  quota_per_user: number | null;
  status: string;
  id_food_category: number;
  id_food_sub_category: number;
  receiving_method: { id_restaurant_receiving_method: number; food_menu_price: number; is_applied: boolean }[];
  additional: {
    id_food_menu_additional: number;
    options: { id_food_menu_additional_option: number; additional_cost: number; default: boolean }[];
  }[];
}
export interface SubCategoryRow {
  id_food_sub_category: number;
  status: boolean;
  inactive_data: WeekdaySchedule[];
}
export interface FrameRow {
  id_delivery_time_frame: number;
  date: string;
  start_time: string;
  max_order: number;
  count_order: number;
  closing_time: number;
}
export interface Catalogue {
  id_restaurant: number;
  name: string;
  type: 'by_order' | 'reservation' | 'delivery';
  methods: MethodRow[];
  menus: MenuRow[];
  subCategories: Map<number, SubCategoryRow>;
  activeCategories: Set<number>;
  frames: FrameRow[];
}

export type Random = (max: number) => number;
export const pick = <T>(list: readonly T[], random: Random): T => list[random(list.length)] as T;
/** A shuffled copy (Fisher–Yates). */
function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// --- Customers -------------------------------------------------------------------------------------

const familyNames = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
] as const;
const givenNames = [
  ['太郎', 'タロウ'],
  ['花子', 'ハナコ'],
  ['翔太', 'ショウタ'],
  ['美咲', 'ミサキ'],
  ['健', 'ケン'],
  ['陽菜', 'ヒナ'],
] as const;
// Around the demo store (Tokyo Station): postal code, ward, town, block.
const addresses = [
  ['100-0005', '千代田区', '丸の内', '1-9-1'],
  ['100-0004', '千代田区', '大手町', '2-6-2'],
  ['103-0028', '中央区', '八重洲', '1-5-3'],
  ['103-0027', '中央区', '日本橋', '3-2-14'],
  ['104-0031', '中央区', '京橋', '2-1-3'],
] as const;
const notes = ['箸を2膳ください', '袋は不要です', 'アレルギー：えび', '急ぎでお願いします', 'ソース少なめで'];

export function deliveryAddress(random: Random) {
  const [last, lastKana] = pick(familyNames, random);
  const [first, firstKana] = pick(givenNames, random);
  const [postal, ward, town, block] = pick(addresses, random);
  return {
    postal_code: postal,
    address1: '東京都',
    address2: ward,
    address3: town,
    address4: block,
    address5: random(2) === 0 ? `ノレンハイツ${100 + random(900)}号室` : '',
    address_last_name: last,
    address_first_name: first,
    address_last_name_kana: lastKana,
    address_first_name_kana: firstKana,
    phone_number: `090-${1000 + random(9000)}-${1000 + random(9000)}`,
  };
}

// --- Building an order from what is on sale now ----------------------------------------------------

/** Menus unavailable for a while after a refusal (id → until, ms). */
export type Blocked = Map<number, number>;

/** Menus the restaurant sells now through `method`: active, in stock, category and sub-category open. */
export function orderableMenus(catalogue: Catalogue, method: MethodRow, now: Date, blocked: Blocked): MenuRow[] {
  const open = catalogue.menus.filter((menu) => {
    const sub = catalogue.subCategories.get(menu.id_food_sub_category);
    return (
      menu.status === 'active' &&
      menu.food_menu_stock_qty > 0 &&
      (blocked.get(menu.id_food_menu) ?? 0) <= now.getTime() &&
      catalogue.activeCategories.has(menu.id_food_category) &&
      sub?.status === true &&
      !isWithinShift(sub.inactive_data, now)
    );
  });
  // A menu with per-method prices is sold through those methods; prefer them when there are any.
  const listed = open.filter((menu) =>
    menu.receiving_method.some(
      (entry) => entry.id_restaurant_receiving_method === method.id_restaurant_receiving_method,
    ),
  );
  return listed.length > 0 ? listed : open;
}

/** The unit price, counting any discount as on (an estimate on the low side, for the minimum order). */
const unitPriceOf = (menu: MenuRow, method: MethodRow) => {
  const own = menu.receiving_method.find(
    (entry) => entry.id_restaurant_receiving_method === method.id_restaurant_receiving_method && entry.is_applied,
  );
  return Math.max(0, (own?.food_menu_price ?? menu.food_menu_price) - (menu.food_menu_price_discount ?? 0));
};

/** A delivery slot that still takes orders: one of the first few open frames with room left. */
export function openFrame(frames: readonly FrameRow[], now: Date, random: Random): FrameRow | null {
  const open = frames.filter((frame) => frame.count_order < frame.max_order && isTimeFrameOpen(frame, now));
  return open.length === 0 ? null : pick(open.slice(0, 3), random);
}

/** The pick-up time of a reservation: 30 to 90 minutes from now on a quarter hour (Asia/Tokyo). */
export function pickupTime(now: Date, random: Random): { date_reservation: string; delivery_time: string } {
  const at = new Date(now.getTime() + (30 + random(61)) * 60_000);
  const quarter = 15 * 60_000;
  const rounded = new Date(Math.ceil(at.getTime() / quarter) * quarter);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(rounded);
  return { date_reservation: businessDate(rounded), delivery_time: `${time}:00` };
}

export interface OrderDraft {
  body: Record<string, unknown>;
  method: MethodRow;
  items: number;
}

/**
 * One customer's order at `now`, or null when nothing can be ordered: an active method, 1–3 menus
 * on sale (more when the method has a minimum order), the default choice of every option group,
 * quantities 1–2 within stock and quota, sometimes a note; a delivery adds a slot and an address.
 */
export function composeOrder(catalogue: Catalogue, now: Date, random: Random, blocked: Blocked): OrderDraft | null {
  const frame = openFrame(catalogue.frames, now, random);
  const methods = catalogue.methods.filter(
    (method) => method.active && (method.id_receiving_method !== receivingMethodIds.delivery || frame),
  );
  for (const method of shuffled(methods, random)) {
    const menus = orderableMenus(catalogue, method, now, blocked);
    if (menus.length === 0) continue;
    const chosen = shuffled(menus, random);
    const lines: Record<string, unknown>[] = [];
    let subtotal = 0;
    const wanted = 1 + random(3);
    for (const menu of chosen) {
      const enough = lines.length >= wanted && subtotal >= (method.min_order_fee ?? 0);
      if (enough || lines.length >= 6) break;
      const qty = Math.min(1 + random(2), menu.food_menu_stock_qty, menu.quota_per_user ?? 99);
      const groups = menu.additional.filter((group) => group.options.length > 0);
      const options = groups.map((group) => group.options.find((option) => option.default) ?? group.options[0]);
      subtotal +=
        (unitPriceOf(menu, method) + options.reduce((sum, option) => sum + (option?.additional_cost ?? 0), 0)) * qty;
      lines.push({
        id_food_menu: menu.id_food_menu,
        qty,
        additional: groups.map((group, index) => ({
          id_food_menu_additional: group.id_food_menu_additional,
          additional: [
            { id_food_menu_additional_option: options[index]?.id_food_menu_additional_option, active: true },
          ],
        })),
      });
    }
    if (subtotal < (method.min_order_fee ?? 0)) continue;
    const body: Record<string, unknown> = {
      id_restaurant: catalogue.id_restaurant,
      id_user: `U${String(10_000_000 + random(90_000_000))}`,
      order_restaurant_type: catalogue.type,
      id_receiving_method: method.id_receiving_method,
      id_restaurant_receiving_method: method.id_restaurant_receiving_method,
      from_where: 'app',
      customer_note: random(4) === 0 ? pick(notes, random) : '',
      order_list: lines,
    };
    if (method.id_receiving_method === receivingMethodIds.delivery && frame) {
      body.id_delivery_time_frame = frame.id_delivery_time_frame;
      body.delivery_address_detail = deliveryAddress(random);
    } else if (catalogue.type === 'reservation') {
      Object.assign(body, pickupTime(now, random));
    }
    return { body, method, items: lines.reduce((sum, line) => sum + Number(line.qty), 0) };
  }
  return null;
}
