/**
 * The live stream (GET /api/blade-desk/live, server-sent events): one connection per tab for the
 * signed-in session. Each message names the tables a write changed in the tenant; the shell reloads
 * the queries that read them (src/shell/use-live-updates.ts). Read with fetch, not EventSource, so it
 * carries the same headers as every call (the token never goes into a URL).
 *
 * A dropped connection is opened again after a pause that grows to 30 s (the notices' 120 s poll goes
 * on meanwhile), and once back, every shown query is loaded again (what changed meanwhile was not told).
 * An `end` event with a code is the server ending this session: 59998/59997 go to onEnd and the stream
 * stays closed; a 401 (the access token expired since the stream opened) opens it again with the
 * current token.
 */
export const LIVE_URL = '/api/blade-desk/live';
export const LIVE_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface LiveOptions {
  headers(): Record<string, string>;
  onTables(tables: string[]): void;
  /** the server ended the session (59998, 59997) */
  onEnd(code: number): void;
  /** open again after a drop */
  onReconnect?(): void;
  /** the stream is open and listening (its ready event), or not any more */
  onState?(ready: boolean): void;
  fetch?: typeof fetch;
}

/** parses a server-sent-events block into its event name and data */
export function parseEvent(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/** opens the stream; answers the function that closes it for good */
export function openLive(opts: LiveOptions): () => void {
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let opened = false;
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  const again = () => {
    if (closed) return;
    const wait = LIVE_RETRY_MS[Math.min(failures, LIVE_RETRY_MS.length - 1)];
    failures++;
    timer = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    timer = null;
    if (closed) return;
    controller = new AbortController();
    let ended: number | null = null;
    try {
      const res = await doFetch(LIVE_URL, { headers: { ...opts.headers(), Accept: 'text/event-stream' }, signal: controller.signal, cache: 'no-store' });
      if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) throw new Error(`live ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
        let at: number;
        while ((at = text.indexOf('\n\n')) >= 0) {
          const e = parseEvent(text.slice(0, at));
          text = text.slice(at + 2);
          if (!e) continue;
          if (e.event === 'ready') {
            failures = 0;
            opts.onState?.(true);
            if (opened) opts.onReconnect?.();
            opened = true;
          } else if (e.event === 'end') {
            ended = (JSON.parse(e.data) as { code?: number }).code ?? 401;
          } else if (e.event === 'message') {
            const tables = (JSON.parse(e.data) as { tables?: unknown }).tables;
            if (Array.isArray(tables)) opts.onTables(tables.map(String));
          }
        }
      }
    } catch {
      /* dropped, refused or aborted: decided below */
    }
    controller = null;
    opts.onState?.(false);
    if (closed) return;
    if (ended !== null && ended !== 401) {
      closed = true;
      opts.onEnd(ended);
      return;
    }
    again();
  };

  void connect();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
