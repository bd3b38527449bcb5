/** The preview overlay's rules: file kinds, zoom steps staying above 0.2, rotation, names. */
import { describe, expect, it } from 'vitest';
import { extensionOf, fileName, kindOf, rotate, zoomIn, zoomOut } from '../../src/shell/preview';

describe('preview rules', () => {
  it('shows images and PDF, offers other files for download', () => {
    for (const ext of ['gif', 'jpg', 'jpeg', 'png', 'PNG']) expect(kindOf({ url: `/a/b.${ext}?x=1` })).toBe('image');
    expect(kindOf({ url: '/a/contract.pdf' })).toBe('pdf');
    for (const ext of ['xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx', 'mp3', 'mp4']) expect(kindOf({ url: `/f.${ext}` })).toBe('file');
    expect(kindOf({ url: 'data:image/png;base64,AAAA' })).toBe('image');
    // the name decides when the address has no extension
    expect(kindOf({ url: '/download?id=5', name: 'scan.jpg' })).toBe('image');
  });

  it('zooms by 0.2 and keeps the scale above 0.2', () => {
    expect(zoomIn(1)).toBe(1.2);
    let s = 1;
    for (let i = 0; i < 10; i++) s = zoomOut(s);
    expect(s).toBe(0.4);
    expect(zoomOut(0.4)).toBe(0.4);
    // no float drift after many steps
    let z = 1;
    for (let i = 0; i < 7; i++) z = zoomIn(z);
    expect(z).toBe(2.4);
  });

  it('rotates by 90 degrees around the circle', () => {
    expect([0, 90, 180, 270].map(rotate)).toEqual([90, 180, 270, 0]);
  });

  it('names files from the address when no name is given', () => {
    expect(extensionOf('/x/y.tar.gz#p')).toBe('gz');
    expect(fileName({ url: '/oss/commonFile/%E5%90%88%E5%90%8C.pdf?sig=1' })).toBe('合同.pdf');
    expect(fileName({ url: '/a.png', name: 'given' })).toBe('given');
  });
});
