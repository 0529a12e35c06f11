// Server messages of the login limits (English and Japanese). The exact wait is in the Retry-After
// header; the texts round it so a person can read them.
import type { BilingualText } from './core.ts';

export const securityMessages = {
  LOGIN_DELAY_SECONDS: {
    en: 'Too many failed sign-ins. Please try again in {seconds} seconds',
    jp: 'ログインの失敗が続いています。{seconds} 秒後に再度お試しください',
  },
  LOGIN_DELAY_MINUTES: {
    en: 'Too many failed sign-ins. Please try again in {minutes} minutes',
    jp: 'ログインの失敗が続いています。{minutes} 分後に再度お試しください',
  },
  LOGIN_ACCOUNT_LIMIT: {
    en: 'Too many failed sign-ins to this account. Please try again later, or sign in on a device you have used before',
    jp: 'このアカウントへのログイン失敗が多すぎます。しばらくしてから再度お試しいただくか、以前ログインした端末からログインしてください',
  },
  LOGIN_ADDRESS_LIMIT: {
    en: 'Too many failed sign-ins from this network. Please try again later, or sign in on a device you have used before',
    jp: 'このネットワークからのログイン失敗が多すぎます。しばらくしてから再度お試しいただくか、以前ログインした端末からログインしてください',
  },
} as const satisfies Record<string, BilingualText>;
