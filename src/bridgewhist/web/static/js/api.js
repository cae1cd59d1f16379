// @ts-check
// HTTP calls, the seat token kept per table, and the table's websocket (reconnecting).
// The token never travels in a URL: HTTP calls carry it in a header, the websocket in its first
// frame ({"type": "hello", "token": ...}; docs/web-protocol.md).

const TOKEN_PREFIX = "bridgewhist.token.";

/** A token handed over in the page's fragment (`/t/ID#token=...`, which no server sees): kept, then
 * taken out of the address bar and the history.
 * @param {string} tableId */
function tokenFromFragment(tableId) {
  const match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (!match) return null;
  const token = decodeURIComponent(match[1]);
  keepToken(tableId, token);
  history.replaceState(history.state, "", location.pathname + location.search);
  return token;
}

/** The seat's token kept for this table (or handed over in the address), else null.
 * @param {string} tableId
 * @returns {string | null} */
export function tokenFor(tableId) {
  const handed = tokenFromFragment(tableId);
  if (handed) return handed;
  try {
    return localStorage.getItem(TOKEN_PREFIX + tableId);
  } catch {
    return null;
  }
}

/** @param {string} tableId @param {string} token */
export function keepToken(tableId, token) {
  try {
    localStorage.setItem(TOKEN_PREFIX + tableId, token);
  } catch {
    /* private mode: the seat lasts as long as the page */
  }
}

/** @param {string} tableId */
export function forgetToken(tableId) {
  try {
    localStorage.removeItem(TOKEN_PREFIX + tableId);
  } catch {
    /* nothing kept */
  }
}

/** An error from the server's error body {"error": {"reason", "message", "law"}}. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {{error?: {message?: string, reason?: string, law?: string}, detail?: unknown} | null} body
   */
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(err.message || (body && body.detail ? JSON.stringify(body.detail) : "") || `request failed (${status})`);
    this.status = status;
    /** @type {string | null} */
    this.reason = err.reason || null;
    /** @type {string | null} */
    this.law = err.law || null;
  }
}

/**
 * An HTTP call to the server: the JSON answer, or an ApiError with the server's reason.
 * @param {string} method
 * @param {string} path
 * @param {{body?: any, token?: string | null}} [options]
 */
export async function api(method, path, { body = undefined, token = null } = {}) {
  /** @type {Record<string, string>} */
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["X-Seat-Token"] = token;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  const text = await response.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { error: { message: text } };
    }
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

/**
 * The table's websocket: `onFrame(frame)` for every frame, `onStatus(text)` when the
 * connection opens, drops or reconnects. Reconnects with a growing pause after a drop.
 */
export class TableSocket {
  /**
   * @param {string} tableId
   * @param {string | null} token
   * @param {{onFrame: (frame: Frame) => void, onStatus: (status: string, reason?: string) => void}} handlers
   */
  constructor(tableId, token, { onFrame, onStatus }) {
    this.tableId = tableId;
    this.token = token;
    this.onFrame = onFrame;
    this.onStatus = onStatus;
    /** @type {WebSocket | null} */
    this.ws = null;
    this.closed = false;
    this.pause = 500;
    this.refs = 0;
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${location.host}/ws/tables/${encodeURIComponent(this.tableId)}`;
  }

  open() {
    this.closed = false;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.addEventListener("open", () => {
      ws.send(JSON.stringify({ type: "hello", token: this.token || null }));
      this.pause = 500;
      this.onStatus("connected");
    });
    ws.addEventListener("message", (event) => {
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      this.onFrame(frame);
    });
    ws.addEventListener("close", (event) => {
      if (this.ws !== ws || this.closed) return;
      // 4401: the token is not good here; 4404: no such table (docs/web-protocol.md).
      if (event.code === 4401 || event.code === 4404) {
        this.onStatus(event.code === 4404 ? "no-table" : "refused", event.reason);
        return;
      }
      // 4400: the hello was refused (a client fault: trying again would not help); 4408: the
      // hello came too late, reconnect as after a drop.
      if (event.code === 4400) {
        this.onStatus("error", event.reason);
        return;
      }
      this.onStatus("reconnecting");
      setTimeout(() => {
        if (!this.closed && this.ws === ws) this.open();
      }, this.pause);
      this.pause = Math.min(this.pause * 2, 8000);
    });
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }

  /** Send an action as its text with the view's seq; returns the ref chosen for it. */
  /** @param {string} action @param {number | null} seq */
  act(action, seq) {
    this.refs += 1;
    const ref = `a${Date.now().toString(36)}-${this.refs}`;
    this.send({ type: "action", action, seq, ref });
    return ref;
  }

  /** @param {object} frame */
  send(frame) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(frame));
      return true;
    }
    return false;
  }
}
