// The demo restaurants' catalogues: believable Japanese food-court menus with prices in yen.
import type { Palette } from './images.ts';

export interface DemoOption {
  name: string;
  cost: number;
  default?: boolean;
}
export interface DemoAddOn {
  name: string;
  options: DemoOption[];
}
export interface DemoMenu {
  name: string;
  price: number;
  sub: number;
  tax?: 8 | 10;
  stock?: number;
  addOns?: string[];
  discount?: number;
  keywords?: string[];
  description?: string;
  slideShow?: boolean;
}
export interface DemoSubCategory {
  code: number;
  name: string;
  description: string;
  /** Sales restriction: [weekdays Monday = 0, start, end] when it is NOT sold. */
  closed?: { days: number[]; start: string; end: string };
}
export interface DemoCategory {
  code: string;
  name: string;
  description: string;
  palette: Palette;
  /** Its sub-categories, in display order. */
  subCategories: DemoSubCategory[];
}
export interface DemoCatalogue {
  categories: DemoCategory[];
  addOns: Record<string, DemoAddOn>;
  menus: DemoMenu[];
  freeMenus: string[];
}

const palettes = {
  red: { background: '#3d2b1f', plate: '#f4efe6', food: ['#c0392b', '#e74c3c', '#f5e6d3'] },
  salmon: { background: '#2c3e50', plate: '#fbfaf7', food: ['#f08a5d', '#f9d8c5', '#ffffff'] },
  green: { background: '#1e3d2f', plate: '#f7f3e8', food: ['#2e7d32', '#f5f0e1', '#1b1b1b'] },
  bowl: { background: '#4a2c2a', plate: '#222222', food: ['#e8c07d', '#f4e4c1', '#7b3f00', '#6ab04c'] },
  soup: { background: '#5d4037', plate: '#fafafa', food: ['#a1662f', '#f6d7a7', '#4caf50'] },
  drink: { background: '#0d3b66', plate: '#e8f1f2', food: ['#f4d35e', '#faf0ca', '#ee964b'] },
  fried: { background: '#6d4c41', plate: '#fffdf7', food: ['#d4a017', '#f0c05a', '#8bc34a'] },
} satisfies Record<string, Palette>;

/** An add-on group from its options as [name, cost, default?]. */
function addOn(name: string, options: [name: string, cost: number, isDefault?: true][]): DemoAddOn {
  return {
    name,
    options: options.map(([optionName, cost, isDefault]) =>
      isDefault ? { name: optionName, cost, default: true } : { name: optionName, cost },
    ),
  };
}

function category(
  code: string,
  name: string,
  description: string,
  palette: Palette,
  subCategories: DemoSubCategory[],
): DemoCategory {
  return { code, name, description, palette, subCategories };
}

function sub(code: number, name: string, description: string, closed?: DemoSubCategory['closed']): DemoSubCategory {
  return closed ? { code, name, description, closed } : { code, name, description };
}

/** Not sold at all on these weekdays (Monday = 0). */
const closedAllDay = (days: number[]) => ({ days, start: '00:00:00', end: '23:59:59' });
/** Not sold on weekdays before 17:00 (alcohol). */
const weekdaysBefore17 = () => ({ days: [0, 1, 2, 3, 4], start: '00:00:00', end: '17:00:00' });

export const sushiCatalogue: DemoCatalogue = {
  categories: [
    category('10', '握り', '職人が握る一貫ずつの寿司', palettes.red, [
      sub(101, '赤身・光物', 'まぐろ・あじ など'),
      sub(102, '白身・貝・えび', '真鯛・ほたて・えび など'),
      sub(103, '軍艦', 'いくら・ねぎとろ・うに'),
    ]),
    category('20', '巻物', '細巻・太巻・手巻', palettes.green, [
      sub(201, '細巻・太巻', 'かっぱ巻・鉄火巻・太巻'),
      sub(202, '手巻', 'のりがパリッと香る手巻'),
    ]),
    category('30', '丼・セット', '海鮮丼と盛合せ', palettes.salmon, [
      // Lunch sets are not sold at weekends.
      sub(301, 'ランチセット', '平日のお昼だけのセット', closedAllDay([5, 6])),
      sub(302, '海鮮丼・盛合せ', '丼と盛合せ'),
    ]),
    category('40', 'サイド・ドリンク', '汁物・一品・お飲み物', palettes.drink, [
      sub(401, '汁物・一品', '赤だし・茶碗蒸し など'),
      // Alcohol only from 17:00 on weekdays.
      sub(402, 'お酒', '生ビール・日本酒', weekdaysBefore17()),
      sub(403, 'ソフトドリンク', 'お茶・ジュース'),
    ]),
  ],
  addOns: {
    wasabi: addOn('わさび', [
      ['わさびあり', 0, true],
      ['わさび抜き', 0],
    ]),
    size: addOn('シャリの量', [
      ['ふつう', 0, true],
      ['シャリ少なめ', 0],
      ['シャリ大盛り', 100],
    ]),
    soup: addOn('汁物', [
      ['なし', 0, true],
      ['赤だし', 150],
      ['あら汁', 200],
    ]),
  },
  menus: [
    { name: 'まぐろ握り', price: 180, sub: 101, addOns: ['wasabi'], keywords: ['まぐろ', '赤身'], slideShow: true },
    { name: '中トロ握り', price: 380, sub: 101, addOns: ['wasabi'], keywords: ['トロ'] },
    {
      name: 'サーモン握り',
      price: 200,
      sub: 101,
      addOns: ['wasabi'],
      discount: 160,
      keywords: ['サーモン'],
      slideShow: true,
    },
    { name: 'あじ握り', price: 180, sub: 101, addOns: ['wasabi'] },
    { name: 'しめさば握り', price: 160, sub: 101, addOns: ['wasabi'] },
    { name: '真鯛握り', price: 220, sub: 102, addOns: ['wasabi'] },
    { name: 'はまち握り', price: 240, sub: 102, addOns: ['wasabi'] },
    { name: 'ほたて握り', price: 260, sub: 102, addOns: ['wasabi'] },
    { name: 'えび握り', price: 180, sub: 102, addOns: ['wasabi'] },
    { name: 'いか握り', price: 160, sub: 102, addOns: ['wasabi'] },
    { name: 'いくら軍艦', price: 320, sub: 103, stock: 12 },
    { name: 'ねぎとろ軍艦', price: 220, sub: 103 },
    { name: 'うに軍艦', price: 480, sub: 103, stock: 6 },
    { name: 'かっぱ巻', price: 200, sub: 201 },
    { name: '鉄火巻', price: 380, sub: 201 },
    { name: 'かんぴょう巻', price: 220, sub: 201 },
    { name: '太巻', price: 680, sub: 201, keywords: ['太巻', '恵方巻'] },
    { name: 'ねぎとろ手巻', price: 300, sub: 202 },
    { name: 'サーモンいくら手巻', price: 360, sub: 202 },
    { name: '平日ランチにぎりセット', price: 980, sub: 301, addOns: ['size', 'soup'], slideShow: true },
    { name: '平日ランチ海鮮ちらし', price: 1080, sub: 301, addOns: ['size', 'soup'] },
    { name: '海鮮丼', price: 1380, sub: 302, addOns: ['size', 'soup'], slideShow: true },
    { name: 'サーモンいくら丼', price: 1480, sub: 302, addOns: ['size', 'soup'] },
    { name: 'にぎり盛合せ 竹', price: 1580, sub: 302, addOns: ['wasabi', 'soup'] },
    { name: 'にぎり盛合せ 松', price: 2280, sub: 302, addOns: ['wasabi', 'soup'] },
    { name: '赤だし', price: 200, sub: 401 },
    { name: '茶碗蒸し', price: 280, sub: 401 },
    { name: '生ビール', price: 550, sub: 402, tax: 10 },
    { name: '日本酒 冷', price: 600, sub: 402, tax: 10 },
    { name: '緑茶', price: 150, sub: 403 },
  ],
  freeMenus: ['お呼び出し番号札', 'お茶のおかわり', 'ガリ追加'],
};

export const ramenCatalogue: DemoCatalogue = {
  categories: [
    category('10', 'らーめん', '自家製麺と炊き出しスープ', palettes.bowl, [
      sub(101, '醤油', '鶏ガラ醤油'),
      sub(102, '豚骨', '濃厚豚骨'),
      sub(103, '味噌・つけ麺', '味噌とつけ麺'),
      sub(104, '限定麺', '火曜と木曜はお休み', closedAllDay([1, 3])),
    ]),
    category('20', 'サイドメニュー', '餃子・唐揚げ・ご飯もの', palettes.fried, [
      sub(201, '餃子・一品', '焼き餃子・唐揚げ'),
      sub(202, 'ご飯もの', 'チャーシュー丼・ライス'),
    ]),
    category('30', 'ドリンク', 'ソフトドリンクとお酒', palettes.drink, [
      sub(301, 'ソフトドリンク', 'ウーロン茶・コーラ'),
      sub(302, 'お酒', '生ビール・ハイボール', weekdaysBefore17()),
    ]),
  ],
  addOns: {
    firmness: addOn('麺のかたさ', [
      ['やわらかめ', 0],
      ['ふつう', 0, true],
      ['かため', 0],
    ]),
    topping: addOn('トッピング', [
      ['なし', 0, true],
      ['味玉', 120],
      ['チャーシュー増し', 250],
      ['のり増し', 100],
    ]),
    noodles: addOn('麺の量', [
      ['並盛', 0, true],
      ['大盛', 150],
    ]),
  },
  menus: [
    { name: '醤油らーめん', price: 850, sub: 101, addOns: ['firmness', 'topping', 'noodles'], slideShow: true },
    { name: '特製醤油らーめん', price: 1150, sub: 101, addOns: ['firmness', 'noodles'] },
    { name: 'ワンタン醤油らーめん', price: 1000, sub: 101, addOns: ['firmness', 'topping', 'noodles'] },
    { name: '塩らーめん', price: 850, sub: 101, addOns: ['firmness', 'topping', 'noodles'] },
    {
      name: '豚骨らーめん',
      price: 900,
      sub: 102,
      addOns: ['firmness', 'topping', 'noodles'],
      discount: 780,
      slideShow: true,
    },
    { name: '特製豚骨らーめん', price: 1200, sub: 102, addOns: ['firmness', 'noodles'] },
    { name: '辛味噌豚骨らーめん', price: 980, sub: 102, addOns: ['firmness', 'topping', 'noodles'] },
    { name: '黒マー油豚骨らーめん', price: 980, sub: 102, addOns: ['firmness', 'topping', 'noodles'] },
    { name: '味噌らーめん', price: 920, sub: 103, addOns: ['firmness', 'topping', 'noodles'] },
    { name: '辛味噌らーめん', price: 980, sub: 103, addOns: ['firmness', 'topping', 'noodles'] },
    { name: '濃厚つけ麺', price: 980, sub: 103, addOns: ['topping', 'noodles'] },
    { name: '辛つけ麺', price: 1030, sub: 103, addOns: ['topping', 'noodles'] },
    { name: '煮干しそば（限定）', price: 1000, sub: 104, stock: 20, addOns: ['firmness'] },
    { name: '鶏白湯そば（限定）', price: 1050, sub: 104, stock: 20, addOns: ['firmness'] },
    { name: '焼き餃子 5個', price: 380, sub: 201 },
    { name: '焼き餃子 10個', price: 680, sub: 201 },
    { name: '鶏の唐揚げ 3個', price: 420, sub: 201 },
    { name: 'メンマ', price: 250, sub: 201 },
    { name: '味玉', price: 150, sub: 201 },
    { name: 'チャーシュー盛り', price: 550, sub: 201 },
    { name: 'ミニチャーシュー丼', price: 380, sub: 202 },
    { name: 'チャーシュー丼', price: 650, sub: 202 },
    { name: 'ライス', price: 150, sub: 202 },
    { name: '半ライス', price: 100, sub: 202 },
    { name: 'ウーロン茶', price: 200, sub: 301 },
    { name: 'コーラ', price: 250, sub: 301 },
    { name: 'オレンジジュース', price: 250, sub: 301 },
    { name: '生ビール', price: 550, sub: 302, tax: 10 },
    { name: 'ハイボール', price: 480, sub: 302, tax: 10 },
    { name: 'レモンサワー', price: 450, sub: 302, tax: 10 },
  ],
  freeMenus: ['お呼び出し番号札', '替え玉券', 'お水'],
};

export const bentoCatalogue: DemoCatalogue = {
  categories: [
    category('10', 'お弁当', '手づくりのお弁当', palettes.fried, [
      sub(101, '定番弁当', '毎日の定番'),
      sub(102, '日替わり弁当', '日曜はお休み', closedAllDay([6])),
    ]),
    category('20', 'おかず', '単品のおかず', palettes.green, [
      sub(201, '揚げ物', '唐揚げ・コロッケ'),
      sub(202, '惣菜', '煮物・和え物'),
    ]),
    category('30', '汁物・ドリンク', 'お味噌汁とお茶', palettes.soup, [
      sub(301, '汁物', 'お味噌汁・豚汁'),
      sub(302, 'ドリンク', 'お茶'),
    ]),
  ],
  addOns: {
    rice: addOn('ご飯', [
      ['普通', 0, true],
      ['大盛り', 100],
      ['少なめ', 0],
    ]),
  },
  menus: [
    { name: '唐揚げ弁当', price: 680, sub: 101, addOns: ['rice'], slideShow: true },
    { name: 'のり弁当', price: 480, sub: 101, addOns: ['rice'] },
    { name: '幕の内弁当', price: 880, sub: 101, addOns: ['rice'], discount: 780 },
    { name: '鮭弁当', price: 720, sub: 101, addOns: ['rice'] },
    { name: 'しょうが焼き弁当', price: 750, sub: 101, addOns: ['rice'] },
    { name: '日替わり弁当', price: 650, sub: 102, addOns: ['rice'], stock: 30 },
    { name: '唐揚げ 3個', price: 300, sub: 201 },
    { name: 'コロッケ', price: 120, sub: 201 },
    { name: 'ひじき煮', price: 180, sub: 202 },
    { name: 'ポテトサラダ', price: 200, sub: 202 },
    { name: '豚汁', price: 250, sub: 301 },
    { name: 'お味噌汁', price: 120, sub: 301 },
    { name: '緑茶 500ml', price: 150, sub: 302 },
  ],
  freeMenus: ['割り箸追加', 'おしぼり'],
};
