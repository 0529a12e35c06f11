// The order-ready call screen (spec 3 §2.8): the title and subtitle, the numbers called (under their
// restaurant's name in multi mode), the store's background image or video (signage), and the ring
// looping while it shows. A browser that wants a tap before it plays sound gets a small button.
import { type BoardMode, type CallList, callsByRestaurant, shownCalls } from '@noren/domain/board/call-list';
import type { BoardSignage } from '@noren/domain/board/schemas';
import { useEffect, useRef, useState } from 'react';
import { Bi } from './bi-text.tsx';
import { boardTexts } from './board-texts.ts';
import { type Ring, startRing } from './call-sound.ts';
import './call-screen.css';

function Background({ signage }: { signage: BoardSignage | null }) {
  const [failed, setFailed] = useState(false);
  const url = signage?.order_completion_screen_url;
  if (!url || failed) return null;
  const fail = () => setFailed(true);
  return signage.order_completion_screen_kind === 'video' ? (
    <video className="call-background" src={url} autoPlay muted loop playsInline onError={fail} />
  ) : (
    <img className="call-background" src={url} alt="" onError={fail} />
  );
}

export function CallScreen({
  calls,
  mode,
  signage,
}: {
  calls: CallList;
  mode: BoardMode;
  signage: BoardSignage | null;
}) {
  const [blocked, setBlocked] = useState(false);
  const ring = useRef<Ring | null>(null);
  const ringUrl = signage?.ring_sound_url ?? null;
  useEffect(() => {
    ring.current = startRing(ringUrl, () => setBlocked(true));
    return () => ring.current?.stop();
  }, [ringUrl]);
  /** The tap the browser asked for: the ring starts again, now allowed. */
  const enableSound = () => {
    setBlocked(false);
    ring.current?.stop();
    ring.current = startRing(ringUrl, () => setBlocked(true));
  };

  const shown = shownCalls(calls, mode);
  const groups =
    mode === 'multi'
      ? callsByRestaurant(shown)
      : [{ id_restaurant: 0, restaurant_name: '', numbers: shown.map((entry) => entry.order_number) }];
  return (
    <main className="call" data-testid="board-call">
      <Background signage={signage} />
      <div className="call-panel">
        <Bi className="call-title" text={boardTexts.callTitle} />
        <Bi className="call-subtitle" text={boardTexts.callSubtitle} />
        <div className={`call-groups call-groups-${groups.length}`}>
          {groups.map((group) => (
            <section key={group.id_restaurant} className="call-group" data-testid="call-group">
              {group.restaurant_name ? <h2 className="call-restaurant">{group.restaurant_name}</h2> : null}
              <ul className="call-numbers">
                {group.numbers.map((number) => (
                  <li key={number} className="call-number" data-testid="call-number">
                    {number}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      {blocked ? (
        <button type="button" className="enable-sound" data-testid="board-enable-sound" onClick={enableSound}>
          <Bi text={boardTexts.enableSound} />
        </button>
      ) : null}
    </main>
  );
}
