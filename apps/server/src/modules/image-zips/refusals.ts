// The image zip's refusals, each naming the file or the entry it is about (English and Japanese).
// Any of them means nothing was written.
import type { BilingualText } from '@noren/domain/messages';
import { FileRefusal } from '../file-jobs/refusal.ts';

const refuse = (text: BilingualText, entry: string | null = null, status = 400) =>
  new FileRefusal(text, entry ? { entry } : null, status);

export const zipRefusals = {
  notAvailable: () =>
    refuse(
      {
        en: 'The zip file was not found. Please upload it again.',
        jp: 'ZIPファイルが見つかりません。もう一度アップロードしてください。',
      },
      null,
      404,
    ),
  notZip: (file: string) =>
    refuse({ en: `"${file}" is not a zip file.`, jp: `「${file}」はZIPファイルではありません。` }),
  zipTooLarge: (file: string, maxMb: number) =>
    refuse({
      en: `The zip file "${file}" is larger than ${maxMb} MB.`,
      jp: `ZIPファイル「${file}」が${maxMb}MBを超えています。`,
    }),
  damaged: (file: string) =>
    refuse({
      en: `The zip file "${file}" is damaged and cannot be read.`,
      jp: `ZIPファイル「${file}」が壊れているため読み込めません。`,
    }),
  tooManyEntries: (count: number, max: number) =>
    refuse({
      en: `The zip file holds ${count.toLocaleString('en')} entries; at most ${max.toLocaleString('en')} are allowed.`,
      jp: `ZIPファイルの項目数が多すぎます（${count.toLocaleString('ja')}件、最大${max.toLocaleString('ja')}件）。`,
    }),
  tooLargeUnpacked: (entry: string, maxMb: number) =>
    refuse(
      {
        en: `The zip file unpacks to more than ${maxMb} MB (stopped at "${entry}").`,
        jp: `ZIPファイルの展開後のサイズが${maxMb}MBを超えています（「${entry}」で中止しました）。`,
      },
      entry,
    ),
  entryTooLarge: (entry: string, maxMb: number) =>
    refuse({ en: `"${entry}" is larger than ${maxMb} MB.`, jp: `「${entry}」が${maxMb}MBを超えています。` }, entry),
  unsafePath: (entry: string) =>
    refuse(
      {
        en: `"${entry}" points outside the zip's folder (.., an absolute path, a backslash or a drive letter) and is not allowed.`,
        jp: `「${entry}」はZIPファイルのフォルダーの外を指しているため使用できません（..・絶対パス・バックスラッシュ・ドライブ名）。`,
      },
      entry,
    ),
  symlink: (entry: string) =>
    refuse(
      {
        en: `"${entry}" is a symbolic link; links are not allowed in an image zip.`,
        jp: `「${entry}」はシンボリックリンクです。画像ZIPにリンクは含められません。`,
      },
      entry,
    ),
  encrypted: (entry: string) =>
    refuse(
      {
        en: `"${entry}" is encrypted; encrypted zips are not supported.`,
        jp: `「${entry}」は暗号化されています。暗号化されたZIPファイルは使用できません。`,
      },
      entry,
    ),
  notImage: (entry: string) =>
    refuse(
      {
        en: `"${entry}" is not an image: its content does not match its name (jpg, png, webp or gif).`,
        jp: `「${entry}」は画像ではありません。内容がファイル名（jpg・png・webp・gif）と一致しません。`,
      },
      entry,
    ),
  brokenImage: (entry: string) =>
    refuse(
      { en: `"${entry}" could not be read as an image.`, jp: `「${entry}」を画像として読み込めませんでした。` },
      entry,
    ),
  sameCode: (entry: string, other: string, code: string) =>
    refuse(
      {
        en: `"${entry}" and "${other}" are both images of the code ${code}; keep one of them.`,
        jp: `「${entry}」と「${other}」は同じコード ${code} の画像です。どちらか一方にしてください。`,
      },
      entry,
    ),
};
