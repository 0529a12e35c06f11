// The slideshow (spec 3 §2.8): banners and menus, one every 10 s with a 1000 ms fade. Only the
// current, previous, next, first and last slides are in the page; a menu's price is the TV price
// rule of the domain at the moment it shows ('N円～' and '(税込 N円～)').
import { boardTimings } from '@noren/domain/board/screen';
import { tvPrice } from '@noren/domain/board/tv-price';
import { useEffect, useState } from 'react';
import type { Slides } from './board-api.ts';
import './slideshow.css';

type Slide =
  | { key: string; kind: 'banner'; image_url: string | null }
  | { key: string; kind: 'menu'; entry: Slides['menus'][number] };

/** Menus first (what the hall can order, with its price), then the banners. */
export function slideList(slides: Slides): Slide[] {
  return [
    ...slides.menus.map((entry) => ({ key: `m${entry.menu.id_food_menu}`, kind: 'menu' as const, entry })),
    ...slides.banners.map((banner) => ({
      key: `b${banner.id_banner}`,
      kind: 'banner' as const,
      image_url: banner.image_url,
    })),
  ];
}

export const slideCount = (slides: Slides) => slides.banners.length + slides.menus.length;

/** The slides kept in the page around `current`: itself, its neighbours, the first and the last. */
export function renderedSlides(current: number, count: number): number[] {
  if (count === 0) return [];
  const wanted = [0, (current - 1 + count) % count, current, (current + 1) % count, count - 1];
  return [...new Set(wanted)].sort((a, b) => a - b);
}

function MenuSlide({ entry }: { entry: Slides['menus'][number] }) {
  const price = tvPrice(entry.menu, new Date());
  return (
    <div className="menu-slide">
      {entry.menu.image_url ? <img className="menu-image" src={entry.menu.image_url} alt="" /> : null}
      <div className="menu-caption">
        <span className="menu-restaurant">{entry.restaurant_name}</span>
        <span className="menu-name">{entry.menu.food_menu_name}</span>
        <span className="menu-price" data-testid="slide-price">
          {price.label}
        </span>
        <span className="menu-price-tax" data-testid="slide-price-tax">
          {price.labelWithTax}
        </span>
      </div>
    </div>
  );
}

export function Slideshow({ slides }: { slides: Slides }) {
  const list = slideList(slides);
  const [current, setCurrent] = useState(0);
  const count = list.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), boardTimings.slideMs);
    return () => window.clearInterval(timer);
  }, [count]);
  const shown = current % Math.max(count, 1);
  return (
    <main className="slideshow" data-testid="board-slideshow" data-current={shown}>
      {renderedSlides(shown, count).map((index) => {
        const slide = list[index];
        if (!slide) return null;
        return (
          <div
            key={slide.key}
            className={index === shown ? 'slide slide-current' : 'slide'}
            data-testid="board-slide"
            style={{ transitionDuration: `${boardTimings.slideFadeMs}ms` }}
          >
            {slide.kind === 'menu' ? (
              <MenuSlide entry={slide.entry} />
            ) : slide.image_url ? (
              <img className="banner-image" src={slide.image_url} alt="" />
            ) : null}
          </div>
        );
      })}
    </main>
  );
}
