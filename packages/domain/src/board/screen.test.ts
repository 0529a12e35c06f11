// The board's screen priority (spec 3 §2.8) and multi mode's paging (§9).
import { describe, expect, it } from 'vitest';
import { type BoardScreenState, boardScreen, nextPage, ordersPerColumn, pageCount, pageOf } from './screen.ts';

const state = (over: Partial<BoardScreenState>): BoardScreenState => ({
  loading: false,
  noRestaurant: false,
  calling: false,
  mode: 'multi',
  orderCount: 0,
  slideCount: 0,
  ...over,
});

describe('screen priority', () => {
  it.each<[string, Partial<BoardScreenState>, string]>([
    ['loading first', { loading: true, calling: true, noRestaurant: true }, 'loading'],
    ['no restaurant for the store code', { noRestaurant: true, calling: true }, 'unknown-store'],
    ['a call over everything else', { calling: true, mode: 'single', slideCount: 3 }, 'call'],
    ['single mode, no orders, slides', { mode: 'single', slideCount: 2 }, 'slideshow'],
    ['single mode, no orders, no slides', { mode: 'single' }, 'orders'],
    ['single mode with orders', { mode: 'single', orderCount: 1, slideCount: 2 }, 'orders'],
    ['multi mode, no orders, slides', { slideCount: 2 }, 'multi-slideshow'],
    ['multi mode with orders', { orderCount: 1, slideCount: 2 }, 'multi-columns'],
    ['multi mode, nothing at all', {}, 'multi-columns'],
  ])('%s', (_name, over, screen) => {
    expect(boardScreen(state(over))).toBe(screen);
  });
});

describe('multi mode paging', () => {
  it('shows 8 orders alone and 4 each with several restaurants', () => {
    expect(ordersPerColumn(1)).toBe(8);
    expect(ordersPerColumn(2)).toBe(4);
    expect(ordersPerColumn(3)).toBe(4);
  });

  it('puts 3 restaurants on a page and rotates through the pages, holding while a call shows', () => {
    const restaurants = ['a', 'b', 'c', 'd', 'e'];
    expect(pageCount(restaurants.length)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(restaurants, 0)).toEqual(['a', 'b', 'c']);
    expect(pageOf(restaurants, 1)).toEqual(['d', 'e']);
    expect(nextPage(0, 5, false)).toBe(1);
    expect(nextPage(1, 5, false)).toBe(0);
    expect(nextPage(0, 5, true)).toBe(0);
    expect(nextPage(0, 3, false)).toBe(0);
  });
});
