/** Interface texts of the upload widget, zh and en side by side; 附件上传中，请稍等 is the spec's (src/domain/upload.ts). */
import type { Lang } from '../../domain/codes';
import { UPLOAD_IN_PROGRESS } from '../../domain/upload';

export const UPLOAD_TEXTS = {
  chooseImage: { zh: '选择图片', en: 'Choose image' },
  chooseFile: { zh: '选择文件', en: 'Choose file' },
  replace: { zh: '重新上传', en: 'Replace' },
  named: { zh: '{label}：{action}', en: '{label}: {action}' },
  remove: { zh: '删除', en: 'Remove' },
  cancel: { zh: '取消上传', en: 'Cancel upload' },
  preview: { zh: '预览{label}', en: 'Preview {label}' },
  hintImage: { zh: 'jpg、jpeg、png、gif 图片，可拖拽到此处，不超过 {n} MB', en: 'jpg, jpeg, png or gif; drop it here; at most {n} MB' },
  hintFile: { zh: '可拖拽文件到此处，不超过 {n} MB', en: 'Drop a file here; at most {n} MB' },
  dropHere: { zh: '松开即可上传', en: 'Release to upload' },
  inProgress: UPLOAD_IN_PROGRESS,
  tooLarge: { zh: '文件大小不能超过 {n} MB', en: 'The file must not be larger than {n} MB' },
  badImage: { zh: '只能上传 jpg、jpeg、png、gif 格式的图片', en: 'Only jpg, jpeg, png and gif images can be uploaded' },
  emptyFile: { zh: '不能上传空文件', en: 'An empty file cannot be uploaded' },
  noCredentials: { zh: '无法获取上传凭证：{reason}', en: 'No upload credentials: {reason}' },
  noCredentialsBare: { zh: '无法获取上传凭证，请稍后重试', en: 'No upload credentials; please try again later' },
  failed: { zh: '上传失败，请重试', en: 'The upload failed, please try again' },
  failedCode: { zh: '上传失败（{code}），请重试', en: 'The upload failed ({code}), please try again' },
  done: { zh: '上传成功', en: 'Uploaded' },
  removed: { zh: '已删除', en: 'Removed' },
  cancelled: { zh: '已取消上传', en: 'Upload cancelled' },
} as const;

export type UploadTextKey = keyof typeof UPLOAD_TEXTS;

export function ut(key: UploadTextKey, lang: Lang, vars: Record<string, string | number> = {}): string {
  return UPLOAD_TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
