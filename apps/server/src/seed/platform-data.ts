// What the demo platform shows on the superadmin's screens: restaurant categories, each
// restaurant's look and search keywords, the second store and its café, platform banners, and
// Sushi Kaede's notes and questions.
import type { Question } from '@noren/domain/platform/notes';
import type { DemoCatalogue } from './catalogue-data.ts';
import type { Palette } from './images.ts';

export const platformPalettes = {
  sushi: { background: '#3d2b1f', plate: '#f4efe6', food: ['#c0392b', '#f08a5d', '#f5e6d3'] },
  ramen: { background: '#4a2c2a', plate: '#222222', food: ['#e8c07d', '#7b3f00', '#6ab04c'] },
  bento: { background: '#1e3d2f', plate: '#f7f3e8', food: ['#d4a017', '#2e7d32', '#f5f0e1'] },
  cafe: { background: '#5b4636', plate: '#fdf8f0', food: ['#8d6e63', '#d7ccc8', '#a5d6a7'] },
  platform: { background: '#0d3b66', plate: '#e8f1f2', food: ['#ee964b', '#faf0ca', '#f4d35e'] },
} satisfies Record<string, Palette>;

export type DemoLook = keyof typeof platformPalettes;

/** Restaurant categories (spec 1 §3): numeric codes, Japanese titles, a 400 px picture each. */
export const restaurantCategories = [
  { code: 100, title: '寿司・和食', order: 1, keywords: ['寿司', 'すし', '和食', '海鮮'], look: 'sushi' },
  { code: 200, title: 'ラーメン・麺類', order: 2, keywords: ['ラーメン', 'らーめん', '麺'], look: 'ramen' },
  { code: 300, title: '弁当・惣菜', order: 3, keywords: ['弁当', 'お惣菜', 'テイクアウト'], look: 'bento' },
  { code: 400, title: 'カフェ・スイーツ', order: 4, keywords: ['カフェ', 'コーヒー', 'スイーツ'], look: 'cafe' },
] as const satisfies readonly { code: number; title: string; order: number; keywords: string[]; look: DemoLook }[];

export type CategoryCode = (typeof restaurantCategories)[number]['code'];

/** Per restaurant (by name): its logo's colours, its categories and its search keywords. */
export const restaurantProfiles: Record<string, { look: DemoLook; categories: CategoryCode[]; keywords: string[] }> = {
  'Sushi Kaede': { look: 'sushi', categories: [100], keywords: ['寿司', 'すし', '握り', '海鮮丼'] },
  'Ramen Tsubaki': { look: 'ramen', categories: [200], keywords: ['ラーメン', '豚骨', '醤油', '餃子'] },
  'Bento Hinata': { look: 'bento', categories: [300, 100], keywords: ['弁当', 'デリバリー', '唐揚げ'] },
  'Cafe Komorebi': { look: 'cafe', categories: [400], keywords: ['カフェ', 'コーヒー', '抹茶', 'ケーキ'] },
};

/** The second store (company 200) with its two delivery areas. */
export const secondStore = {
  code_store: 1002,
  code_company: 200,
  store_name: 'こもれびモール北口店',
  instore_code: 'KM-N01',
  placeid: 'demo-place-1002',
  latitude: 35.465786,
  longitude: 139.622313,
  areas: [
    { address1: '神奈川県', address2: '横浜市西区', address3: '高島', address4: '2丁目', postal_code: '220-0011' },
    { address1: '神奈川県', address2: '横浜市西区', address3: '南幸', address4: '1丁目', postal_code: '220-0005' },
  ],
} as const;

export const cafe = {
  restaurant_name: 'Cafe Komorebi',
  description: '木漏れ日のようにやさしい、自家焙煎コーヒーと手作りスイーツのカフェ',
  code_register: '01',
  owner: { email: 'owner4@noren.example', first_name: '葵', last_name: '小林' },
} as const;

const cafePalettes = {
  coffee: { background: '#5b4636', plate: '#fdf8f0', food: ['#6d4c41', '#d7ccc8', '#ffffff'] },
  sweets: { background: '#6a4c93', plate: '#fffaf3', food: ['#f8bbd0', '#fff3e0', '#a5d6a7'] },
} satisfies Record<string, Palette>;

/** A short catalogue: two categories, three sub-categories, eight menus, one add-on group. */
export const cafeCatalogue: DemoCatalogue = {
  categories: [
    {
      code: '10',
      name: 'ドリンク',
      description: '自家焙煎のコーヒーとお茶',
      palette: cafePalettes.coffee,
      subCategories: [
        { code: 101, name: 'コーヒー', description: 'ハンドドリップ' },
        { code: 102, name: 'お茶・その他', description: '抹茶ラテ・ほうじ茶' },
      ],
    },
    {
      code: '20',
      name: 'スイーツ・軽食',
      description: '手作りのケーキとサンド',
      palette: cafePalettes.sweets,
      subCategories: [{ code: 201, name: 'ケーキ・サンド', description: '毎朝焼き上げます' }],
    },
  ],
  addOns: {
    size: {
      name: 'サイズ',
      options: [
        { name: 'レギュラー', cost: 0, default: true },
        { name: 'ラージ', cost: 80 },
      ],
    },
  },
  menus: [
    { name: 'ブレンドコーヒー', price: 380, sub: 101, addOns: ['size'], keywords: ['コーヒー'], slideShow: true },
    { name: 'カフェラテ', price: 450, sub: 101, addOns: ['size'] },
    { name: 'アイスコーヒー', price: 400, sub: 101, addOns: ['size'] },
    { name: '抹茶ラテ', price: 480, sub: 102, addOns: ['size'], keywords: ['抹茶'], discount: 420 },
    { name: 'ほうじ茶ラテ', price: 460, sub: 102, addOns: ['size'] },
    { name: 'チーズケーキ', price: 420, sub: 201, stock: 12, slideShow: true },
    { name: '季節のタルト', price: 520, sub: 201, stock: 8 },
    { name: 'たまごサンド', price: 480, sub: 201 },
  ],
  freeMenus: ['おしぼり', 'ストロー'],
};

/** Sushi Kaede's notes and questions (spec 1 §3 "Notes settings"): one required question. */
export const sushiNotes = {
  show_note: true,
  customer_note: 'アレルギーのある方はご注文の際にお知らせください。生ものは本日中にお召し上がりください。',
  question_list: [
    { question: 'お箸は必要ですか？', answers: ['必要', '不要'], required: true },
    { question: 'わさびの量', answers: ['ふつう', '少なめ', 'なし'], required: false },
  ] satisfies Question[],
};

/** Restaurant-wide banners: a master banner of the whole platform and one of Ramen Tsubaki's. */
export const platformBanners = [
  {
    key: 'platform/seed-platform-banner-master.jpg',
    restaurant: null,
    web_url: 'https://noren.example/campaign/autumn',
  },
  {
    key: 'platform/seed-platform-banner-ramen.jpg',
    restaurant: 'Ramen Tsubaki',
    web_url: 'https://noren.example/restaurants/ramen-tsubaki',
  },
] as const;
