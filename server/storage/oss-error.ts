/** An OSS error answer: HTTP status plus the <Error><Code>…</Code><Message>…</Message></Error> ali-oss parses. */
export class OssError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const xmlEscape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

export function errorXml(err: OssError, requestId: string, extra: Record<string, string> = {}): string {
  const fields = Object.entries(extra)
    .map(([k, v]) => `  <${k}>${xmlEscape(v)}</${k}>\n`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n' +
    `  <Code>${xmlEscape(err.code)}</Code>\n  <Message>${xmlEscape(err.message)}</Message>\n` +
    `  <RequestId>${requestId}</RequestId>\n  <HostId>anhua-oss</HostId>\n${fields}</Error>\n`
  );
}
