/**
 * Notice and course contents are HTML written by administrators. They are shown only after this
 * allow-list pass: known formatting tags, links and images with http(s) addresses, no scripts,
 * styles, event handlers or other attributes. Unknown elements keep their text.
 */
const ALLOWED_TAGS = new Set([
  'P', 'BR', 'HR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'SPAN', 'DIV', 'BLOCKQUOTE', 'PRE', 'CODE',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'A', 'IMG', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'FIGURE', 'FIGCAPTION',
]);
/** elements dropped with everything inside them */
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT', 'LINK', 'META', 'BASE']);

export const isHttpUrl = (value: string | null | undefined): value is string => !!value && /^https?:\/\//i.test(value.trim());

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = [...el.childNodes].map((c) => clean(c, doc)).filter((c): c is Node => c !== null);
  if (!ALLOWED_TAGS.has(tag)) {
    const frag = doc.createDocumentFragment();
    children.forEach((c) => frag.appendChild(c));
    return frag;
  }
  const out = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = el.getAttribute('href');
    if (isHttpUrl(href)) {
      out.setAttribute('href', href.trim());
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'IMG') {
    const src = el.getAttribute('src');
    if (!isHttpUrl(src)) return null;
    out.setAttribute('src', src.trim());
    out.setAttribute('alt', el.getAttribute('alt') ?? '');
    out.setAttribute('loading', 'lazy');
  } else if ((tag === 'TD' || tag === 'TH') && el.getAttribute('colspan')) {
    const span = Number(el.getAttribute('colspan'));
    if (Number.isInteger(span) && span > 1 && span < 100) out.setAttribute('colspan', String(span));
  }
  children.forEach((c) => out.appendChild(c));
  return out;
}

/** The content as safe HTML (browser only: it parses with DOMParser, which never runs scripts). */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const source = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const body = target.createElement('div');
  for (const child of [...source.body.childNodes]) {
    const c = clean(child, target);
    if (c) body.appendChild(c);
  }
  return body.innerHTML;
}
