// The texts every area shares (success, sign-in, access, request shape…): a module of their own, so
// that the web app's first screen can show its own failures (no answer, session ended) without the
// whole catalogue of every area (messages.ts gathers them all).
export interface BilingualText {
  readonly en: string;
  readonly jp: string;
}

export const coreMessages = {
  SUCCESS: { en: 'Success.', jp: '成功しました。' },
  LOGIN_SUCCESS: { en: 'Success', jp: 'ログインしました' },
  LOGOUT_SUCCESS: { en: 'Logged out', jp: 'ログアウトしました' },
  LOGIN_FAILED: {
    en: 'Please check username or password',
    jp: 'ユーザー名またはパスワードを確認してください',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many login attempts. Please try again later',
    jp: 'ログインの試行回数が多すぎます。しばらくしてから再度お試しください',
  },
  UNAUTHORIZED: {
    en: 'Your session has ended. Please log in again',
    jp: 'セッションが終了しました。再度ログインしてください',
  },
  FORBIDDEN: {
    en: 'You do not have permission for this action',
    jp: 'この操作を行う権限がありません',
  },
  NOT_FOUND: { en: 'Data not found', jp: 'データが見つかりません' },
  ROUTE_NOT_FOUND: { en: 'Page not found', jp: 'ページが見つかりません' },
  VALIDATION_FAILED: {
    en: 'Invalid value for {field}',
    jp: '{field} の値が正しくありません',
  },
  REQUIRED_FIELD: { en: '{field} is required', jp: '{field} は必須です' },
  MALFORMED_JSON: {
    en: 'The request body is not valid JSON',
    jp: 'リクエストの形式が正しくありません',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'Unsupported content type',
    jp: 'サポートされていないデータ形式です',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large',
    jp: 'リクエストのサイズが大きすぎます',
  },
  ORIGIN_REJECTED: {
    en: 'This origin is not allowed',
    jp: 'このアクセス元は許可されていません',
  },
  SOMETHING_WENT_WRONG: { en: 'Something went wrong', jp: 'エラーが発生しました' },
  TRY_AGAIN_LATER: { en: 'Please try again later', jp: 'しばらくしてから再度お試しください' },
  CANNOT_UPDATE: { en: "Can't update data", jp: 'データを更新できません' },
  CANNOT_DELETE: { en: "Can't be deleted", jp: '削除できません' },
  INVALID_DATA: { en: 'Invalid data', jp: '不正データ' },
  NETWORK_ERROR: { en: 'Network Error', jp: '通信エラーが発生しました。' },
  USER_CREATED: { en: 'Successfully created user', jp: 'ユーザーを作成しました' },
  USER_UPDATED: { en: 'Successfully updated user', jp: 'ユーザーを更新しました' },
  USER_DELETED: { en: 'Successfully deleted user', jp: 'ユーザーを削除しました' },
  PASSWORD_CHANGED: {
    en: 'Successfully changed password',
    jp: 'パスワードを変更しました',
  },
  OLD_PASSWORD_WRONG: {
    en: 'The current password is incorrect',
    jp: '現在のパスワードが正しくありません',
  },
  EMAIL_TAKEN: {
    en: 'This email address is already registered',
    jp: 'このメールアドレスは既に登録されています',
  },
  CANNOT_DELETE_SELF: {
    en: 'You cannot delete your own account',
    jp: '自分のアカウントは削除できません',
  },
  VERSION_CREATED: { en: 'Upload file successfully!', jp: 'アップロードに成功しました！' },
  VERSION_CODE_INCORRECT: { en: 'Version code incorrect', jp: 'バージョンコードが正しくありません' },
  VERSION_NAME_INCORRECT: { en: 'Version name incorrect', jp: 'バージョン名が正しくありません' },
} as const satisfies Record<string, BilingualText>;
