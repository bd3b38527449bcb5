/** Image fields in lists and the view dialog: which fields, the URLs a browser loads, the thumbnails' markup. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carBrandResource } from '../../src/domain/resources/operations/car-catalogue';
import { courseResource } from '../../src/domain/resources/system/course';
import { servedUrl } from '../../src/domain/upload';
import { imageRefs, isImageField } from '../../src/screens/resource/cell-format';
import { ImageThumbs, thumbsThatFit, type ImageThumbsProps } from '../../src/screens/resource/image-thumbs';
import { labelledName } from '../../src/shell/preview';

const UPLOADED = 'http://127.0.0.1:8394/anhua-oss/commonFile/000001/0b6f6c1e-8a51-4d7c-9f43-3c1f2a9e1b77.png';
const SERVED = '/anhua-oss/commonFile/000001/0b6f6c1e-8a51-4d7c-9f43-3c1f2a9e1b77.png';
const ALIYUN = 'https://anhua.oss-cn-hangzhou.aliyuncs.com/commonFile/000001/a.jpg';

const render = (props: Partial<ImageThumbsProps>) => renderToStaticMarkup(createElement(ImageThumbs, { value: UPLOADED, label: '品牌标志', lang: 'zh', size: 'cell', ...props }));
const count = (html: string, what: RegExp) => html.match(new RegExp(what.source, 'g'))?.length ?? 0;

describe('image fields', () => {
  it('are the fields with the image widget', () => {
    expect(isImageField(carBrandResource.fields.logo)).toBe(true);
    expect(isImageField(courseResource.fields.cover)).toBe(true);
    expect(isImageField(carBrandResource.fields.brandName)).toBe(false);
    expect(isImageField(courseResource.fields.videoUrl)).toBe(false);
  });
});

describe('servedUrl', () => {
  it('loads an embedded-store object from the app’s own origin, whatever host it was uploaded through', () => {
    expect(servedUrl(UPLOADED)).toBe(SERVED);
    expect(servedUrl('HTTPS://crm.example.com:8443/anhua-oss/commonFile/1/b.jpg?v=2#x')).toBe('/anhua-oss/commonFile/1/b.jpg?v=2#x');
  });
  it('leaves other addresses as they are', () => {
    expect(servedUrl(ALIYUN)).toBe(ALIYUN);
    expect(servedUrl('https://cdn.example.com/img/anhua-oss/a.png')).toBe('https://cdn.example.com/img/anhua-oss/a.png');
    expect(servedUrl(SERVED)).toBe(SERVED);
  });
});

describe('imageRefs', () => {
  it('reads one URL', () => {
    expect(imageRefs(UPLOADED)).toEqual([{ url: UPLOADED, src: SERVED }]);
    expect(imageRefs(ALIYUN)).toEqual([{ url: ALIYUN, src: ALIYUN }]);
  });
  it('reads several comma-separated URLs, spaces allowed', () => {
    expect(imageRefs(`${UPLOADED}, ${ALIYUN},/anhua-oss/c.gif`).map((r) => r.src)).toEqual([SERVED, ALIYUN, '/anhua-oss/c.gif']);
  });
  it('does not split a data URL at its own comma', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(imageRefs(`${data},${ALIYUN}`).map((r) => r.src)).toEqual([data, ALIYUN]);
  });
  it('gives no src to a value that is no image address (a placeholder shows)', () => {
    expect(imageRefs('javascript:alert(1)')).toEqual([{ url: 'javascript:alert(1)', src: null }]);
    expect(imageRefs('logo.png')[0].src).toBeNull();
    expect(imageRefs('data:text/html,<b>x</b>')[0].src).toBeNull();
  });
  it('is empty for no value', () => {
    for (const v of [null, undefined, '', '  ', 5]) expect(imageRefs(v)).toEqual([]);
  });
});

describe('thumbnails', () => {
  it('fit a column: an 80 px column has room for two 28 px boxes', () => {
    expect(thumbsThatFit(80)).toBe(2);
    expect(thumbsThatFit(150)).toBe(4);
    expect(thumbsThatFit(20)).toBe(1);
  });

  it('in a list cell: a lazy image with the label as alt, loaded from the app’s origin, outside the tab order', () => {
    const html = render({});
    expect(html).toContain(`src="${SERVED}"`);
    expect(html).toContain('alt="品牌标志"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<button[^>]*tabindex="-1"[^>]*aria-label="预览品牌标志"/);
  });

  it('in the view dialog: in the tab order', () => {
    const html = render({ size: 'view', lang: 'en', label: 'Logo' });
    expect(html).toContain('data-size="view"');
    expect(html).not.toContain('tabindex');
    expect(html).toContain('aria-label="Preview Logo"');
  });

  it('several images: one box each, numbered; past the column’s room a +n box', () => {
    const three = `${UPLOADED},${ALIYUN},/anhua-oss/c.gif`;
    const all = render({ value: three, size: 'view' });
    expect(count(all, /<img /)).toBe(3);
    expect(all).toContain('alt="品牌标志 1"');
    expect(all).toContain('alt="品牌标志 3"');
    const cell = render({ value: three, max: 2 });
    expect(count(cell, /<img /)).toBe(1);
    expect(cell).toMatch(/aria-label="另有 2 张图片"[^>]*>\+2<\/button>/);
  });

  it('a value that is no image address: a neutral placeholder, no <img>', () => {
    const html = render({ value: 'javascript:alert(1)' });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<button');
    expect(html).toContain('role="img" aria-label="品牌标志（图片无法显示）"');
  });

  it('nothing for no value', () => {
    expect(render({ value: '' })).toBe('');
  });

  it('open the preview under the label’s name', () => {
    expect(labelledName(SERVED, 'Logo')).toBe('Logo.png');
    expect(labelledName('/x/y', '封面', 2)).toBe('封面 2.file');
  });
});
