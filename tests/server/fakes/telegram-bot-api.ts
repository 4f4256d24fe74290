/**
 * A local, strict fake of the Telegram Bot API's `sendMessage`, for the Telegram endpoint's deliveries.
 *
 * Written from these sources (the documentation and two widely used reference clients):
 * - https://core.telegram.org/bots/api#making-requests: requests go to `https://api.telegram.org/bot<token>/METHOD_NAME`
 *   (GET or POST; JSON, urlencoded or multipart parameters); every answer is a JSON object with `ok`; on
 *   success `result`, on failure `error_code` and `description`, and `parameters.retry_after` when the
 *   bot must wait (429, "Too Many Requests: retry after N").
 * - https://core.telegram.org/bots/api#sendmessage: `chat_id` (integer or `@channelusername`) and `text`
 *   (1-4096 characters after entity parsing) are required; `parse_mode` is `HTML`, `MarkdownV2` or
 *   `Markdown`; the answer's `result` is the sent Message (`message_id`, `date`, `chat`, `text`).
 * - telegraf (src/core/network/client.ts: POSTs JSON to `${apiRoot}/bot${token}/${method}` and throws
 *   `TelegramError` with the answer when `ok` is false) and node-telegram-bot-api (src/telegram.js:
 *   `_request` rejects on `!data.ok` with `error_code` and `description`), for the shapes clients rely on.
 *
 * Known answers: an unknown token 401 `Unauthorized`; an unknown chat 400 `Bad Request: chat not found`;
 * an empty text 400 `Bad Request: message text is empty`; an unknown method 404 `Not Found`. A rate limit
 * the test arms answers 429 with `retry_after`, and keeps answering it until that many seconds have passed (by time).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  token: string;
  chatId: string;
  text: string;
  parseMode: string | null;
  at: number;
}

export interface FakeTelegram {
  url: string;
  /** Messages the fake accepted, in order. */
  sent: SentMessage[];
  /** Every request's answer status, in order. */
  answers: Array<{ status: number; at: number }>;
  addBot(token: string): void;
  addChat(chatId: string): void;
  /** The next sendMessage answers 429 with `retry_after`, and so does every one until that many seconds after it have passed. */
  limitNext(retryAfterSeconds: number): void;
  close(): Promise<void>;
}

const PARSE_MODES = new Set(['HTML', 'MarkdownV2', 'Markdown']);

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const bots = new Set<string>();
  const chats = new Set<string>();
  const sent: SentMessage[] = [];
  const answers: FakeTelegram['answers'] = [];
  let limitedUntil = 0;
  let retryAfter = 0;
  let limitArmed = false;
  let messageId = 0;

  const answer = (response: ServerResponse, status: number, body: object) => {
    answers.push({ status, at: Date.now() });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, status: number, description: string, parameters?: object) =>
    answer(response, status, { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) });

  const readBody = async (request: IncomingMessage): Promise<Record<string, unknown> | null> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const type = request.headers['content-type'] ?? '';
    if (type.startsWith('application/json')) {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return null;
      }
    }
    if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    return {};
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(request.url ?? '/', 'http://fake').pathname);
      if (!match || (request.method !== 'POST' && request.method !== 'GET')) return fail(response, 404, 'Not Found');
      const [, token, method] = match;
      if (!bots.has(token!)) return fail(response, 401, 'Unauthorized');
      if (method !== 'sendMessage') return fail(response, 404, 'Not Found');
      const body = await readBody(request);
      if (body === null) return fail(response, 400, "Bad Request: can't parse JSON");
      const chatId = body.chat_id === undefined ? '' : String(body.chat_id);
      if (!chatId) return fail(response, 400, 'Bad Request: chat_id is empty');
      const text = typeof body.text === 'string' ? body.text : '';
      if (!text.trim()) return fail(response, 400, 'Bad Request: message text is empty');
      if (text.length > 4096) return fail(response, 400, 'Bad Request: message is too long');
      const parseMode = typeof body.parse_mode === 'string' ? body.parse_mode : null;
      if (parseMode !== null && !PARSE_MODES.has(parseMode))
        return fail(response, 400, `Bad Request: unsupported parse_mode "${parseMode}"`);
      if (!chats.has(chatId)) return fail(response, 400, 'Bad Request: chat not found');
      if (limitArmed) {
        limitArmed = false;
        limitedUntil = Date.now() + retryAfter * 1000;
      }
      if (Date.now() < limitedUntil) {
        const left = Math.max(1, Math.ceil((limitedUntil - Date.now()) / 1000));
        return fail(response, 429, `Too Many Requests: retry after ${left}`, { retry_after: retryAfter });
      }
      messageId += 1;
      sent.push({ token: token!, chatId, text, parseMode, at: Date.now() });
      return answer(response, 200, {
        ok: true,
        result: {
          message_id: messageId,
          date: Math.floor(Date.now() / 1000),
          chat: /^-?\d+$/.test(chatId)
            ? { id: Number(chatId), type: chatId.startsWith('-') ? 'supergroup' : 'private' }
            : { id: -100, type: 'channel', username: chatId.slice(1) },
          text,
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    answers,
    addBot: (token) => void bots.add(token),
    addChat: (chatId) => void chats.add(chatId),
    limitNext(seconds) {
      retryAfter = seconds;
      limitArmed = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
