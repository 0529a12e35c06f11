// Server messages of the shared input blocks (zod-blocks.ts): refusals that any field of any area
// can answer. The error handler fills {field} with the field's path.
import type { BilingualText } from './core.ts';

export const inputMessages = {
  INPUT_INVALID_CHARACTERS: {
    en: '{field} contains characters that cannot be saved (control characters)',
    jp: '{field} に保存できない文字（制御文字）が含まれています',
  },
  INPUT_OUT_OF_RANGE: {
    en: '{field} is out of range',
    jp: '{field} の値が範囲外です',
  },
  /** The error handler's net: the database refused a value that no schema checked (a schema gap). */
  INPUT_NOT_STORABLE: {
    en: 'The data contains a value that cannot be saved',
    jp: '保存できない値が含まれています',
  },
  /**
   * Issue 10: the invoice registration number's rule (platform/registration-number.ts). Here so the
   * error handler answers it as the field's message.
   */
  REGISTRATION_NUMBER_INVALID: {
    en: 'Enter the registration number as T followed by 13 digits',
    jp: '登録番号は T と13桁の数字で入力してください',
  },
  INPUT_TOO_DEEP: {
    en: '{field} is nested too deeply',
    jp: '{field} の階層が深すぎます',
  },
} as const satisfies Record<string, BilingualText>;
