/** Upload naming rules (spec 1 sections 5 and 9). */
import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  cleanUrl,
  fileExtension,
  formatProgress,
  isDocument,
  isDownloadOnly,
  isPreviewable,
  isPreviewImage,
  objectName,
  tenantUploadDir,
  UPLOAD_DIR_PREFIX,
} from '../../src/domain/upload';

const UUID = '3f2b9c1e-7d4a-4b8e-9f10-a1b2c3d4e5f6';

describe('objectName', () => {
  it('names images and other files by the uuid and the lowercased extension', () => {
    expect(objectName('Photo 1.JPG', 'commonFile/', UUID)).toBe(`commonFile/${UUID}.jpg`);
    expect(objectName('clip.Mp4', 'commonFile/000000/', UUID)).toBe(`commonFile/000000/${UUID}.mp4`);
    expect(objectName('README', 'commonFile/', UUID)).toBe(`commonFile/${UUID}`);
  });

  it('keeps the cleaned name of documents plus the last 12 characters of the uuid', () => {
    expect(objectName('合同 (v2)_final-版.docx', 'commonFile/', UUID)).toBe('commonFile/合同(v2)final版a1b2c3d4e5f6.docx');
    expect(objectName('Report.PDF', 'commonFile/', UUID)).toBe('commonFile/Reporta1b2c3d4e5f6.pdf');
    for (const ext of ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt']) {
      expect(objectName(`a.${ext}`, '', UUID)).toBe(`aa1b2c3d4e5f6.${ext}`);
    }
  });

  it('removes whitespace and every listed special character from the name part only', () => {
    const special = `~!@#$%^&*_-+=\\/|[]{}'";:<>,?`;
    expect(cleanFileName(`a b\tc${special}d.e`)).toBe('abcd.e');
    expect(objectName(`x${special} y.v1.xlsx`, 'd/', UUID)).toBe('d/xy.v1a1b2c3d4e5f6.xlsx');
  });

  it('adds the missing trailing slash of the folder', () => {
    expect(objectName('a.png', 'commonFile', UUID)).toBe(`commonFile/${UUID}.png`);
  });

  it('places a tenant in its own folder under commonFile/', () => {
    expect(UPLOAD_DIR_PREFIX).toBe('commonFile/');
    expect(tenantUploadDir('000000')).toBe('commonFile/000000/');
  });
});

describe('cleanUrl', () => {
  it('decodes the URL and drops its query', () => {
    expect(cleanUrl('http://h:8080/anhua-oss/commonFile/%E5%90%88%E5%90%8C.pdf?x-oss-process=a&b=1')).toBe('http://h:8080/anhua-oss/commonFile/合同.pdf');
    expect(cleanUrl('http://h/a.png')).toBe('http://h/a.png');
  });

  it('cuts the query before decoding, and keeps a malformed URL as it is', () => {
    expect(cleanUrl('http://h/a%3Fb.png?q=1')).toBe('http://h/a?b.png');
    expect(cleanUrl('http://h/a%E0.png?q')).toBe('http://h/a%E0.png');
  });
});

describe('formatProgress', () => {
  it('gives a percentage with one decimal, 100 only when done', () => {
    expect(formatProgress(0)).toBe(0);
    expect(formatProgress(1 / 3)).toBe(33.3);
    expect(formatProgress(0.29)).toBe(29);
    expect(formatProgress(0.5)).toBe(50);
    expect(formatProgress(0.9999)).toBe(99.9);
    expect(formatProgress(1)).toBe(100);
    expect(formatProgress(Number.NaN)).toBe(0);
    expect(formatProgress(-1)).toBe(0);
    expect(formatProgress(2)).toBe(100);
  });
});

describe('file types', () => {
  it('previews gif, jpg, jpeg, png and pdf; downloads the office and media files', () => {
    expect(['a.gif', 'a.JPG', 'a.jpeg', 'a.png'].every(isPreviewImage)).toBe(true);
    expect(isPreviewImage('a.pdf')).toBe(false);
    expect(isPreviewable('http://h/x/a.PDF?x=1')).toBe(true);
    expect(['a.xls', 'a.xlsx', 'a.doc', 'a.docx', 'a.ppt', 'a.pptx', 'a.mp3', 'a.mp4'].every(isDownloadOnly)).toBe(true);
    expect(isDownloadOnly('a.pdf')).toBe(false);
    expect(isDocument('a.txt')).toBe(true);
    expect(isDocument('a.png')).toBe(false);
  });

  it('reads the extension of a name or URL, ignoring folders, query and hash', () => {
    expect(fileExtension('http://h/dir.v2/file?x=a.png')).toBe('');
    expect(fileExtension('a.tar.GZ#frag')).toBe('gz');
    expect(fileExtension('.hidden')).toBe('');
  });
});
