// The looping new-order sound (spec 3 §6): for users with the home permission, it rings while an
// order of today waits for its OK. When the browser blocks autoplay (no tap on the page yet), a
// persistent toast 'Click here to enable sound of notifications' / タップして通知を許可 asks for the
// tap that starts it (spec 3 §8).
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, enqueueToast } from '../../lib/toast.ts';
import { chimeUrl } from './chime.ts';

const enableToastKey = 'home-enable-sound';

/** A blocked autoplay rejects with NotAllowedError; anything else (no audio device) is not our business. */
function isAutoplayBlocked(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'NotAllowedError' : false;
}

/** 'playing' while the chime loops, 'blocked' while the browser waits for a tap, else 'off'. */
export type SoundState = 'off' | 'playing' | 'blocked';

export function useOrderSound(ringing: boolean): SoundState {
  const { t } = useTranslation();
  const [state, setState] = useState<SoundState>('off');
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const ringingRef = useRef(ringing);
  ringingRef.current = ringing;

  useEffect(() => {
    if (!ringing) {
      audioRef.current?.pause();
      closeToast(enableToastKey);
      setState('off');
      return undefined;
    }
    if (!audioRef.current) {
      const audio = new Audio(chimeUrl());
      audio.loop = true;
      audioRef.current = audio;
    }
    const audio = audioRef.current;
    let cancelled = false;

    const enable = () => {
      closeToast(enableToastKey);
      document.removeEventListener('pointerdown', enable);
      if (ringingRef.current) {
        void Promise.resolve(audio.play())
          .then(() => setState('playing'))
          .catch(() => undefined);
      }
    };
    const askForTap = () => {
      setState('blocked');
      // The toast's button starts it; so does the first tap anywhere on the page (it unlocks audio too).
      document.addEventListener('pointerdown', enable);
      enqueueToast(
        <Button color="inherit" onClick={enable} data-testid="enable-sound" sx={{ fontWeight: 700, px: 0 }}>
          {t('home.enableSound')}
        </Button>,
        { key: enableToastKey, variant: 'warning', persist: true, preventDuplicate: true },
      );
    };

    try {
      void Promise.resolve(audio.play())
        .then(() => {
          if (!cancelled) setState('playing');
        })
        .catch((error: unknown) => {
          if (!cancelled && isAutoplayBlocked(error)) askForTap();
        });
    } catch (error) {
      if (isAutoplayBlocked(error)) askForTap();
    }
    return () => {
      cancelled = true;
      document.removeEventListener('pointerdown', enable);
      audio.pause();
    };
  }, [ringing, t]);

  useEffect(
    () => () => {
      audioRef.current?.pause();
      closeToast(enableToastKey);
    },
    [],
  );
  return state;
}
