// Server messages of the uploads area (English and Japanese; spec texts verbatim).
// INVALID_DATA (不正データ) is in the core catalogue: a file whose bytes do not match its name.
import type { BilingualText } from './core.ts';

export const uploadsMessages = {
  FILE_TOO_LARGE: {
    en: 'The file is too large (at most {max} MB)',
    jp: 'ファイルサイズが大きすぎます（最大 {max} MB）',
  },
  UPLOAD_URL_EXPIRED: {
    en: 'The upload link is invalid or has expired. Please try again',
    jp: 'アップロード用のURLが無効か期限切れです。もう一度お試しください',
  },
  FILE_TYPE_NOT_ALLOWED: {
    en: 'This type of file cannot be uploaded ({extensions})',
    jp: 'この種類のファイルはアップロードできません（{extensions}）',
  },
  UPLOAD_SUCCESS: { en: 'Upload file successfully!', jp: 'アップロードに成功しました！' },
  /** Spec 1 §5: an .apk upload that is not an .apk file, or not a real APK (a zip with AndroidManifest.xml). */
  INVALID_APK: {
    en: 'Invalid data has been uploaded, please try again.',
    jp: '不正なデータがアップロードされました。もう一度お試しください。',
  },
  UPLOAD_FAILED: { en: 'Upload failed!', jp: 'アップロード失敗' },
  IMAGE_FILE_REQUIRED: {
    en: 'Please choose an image (jpg, png, webp or gif)',
    jp: '画像ファイル（jpg・png・webp・gif）を選択してください',
  },
  FILE_NOT_AVAILABLE: {
    en: 'This image is not available. Please upload it again.',
    jp: 'この画像は使用できません。もう一度アップロードしてください。',
  },
} as const satisfies Record<string, BilingualText>;
