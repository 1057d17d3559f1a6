// A real SMTP server for tests (the smtp-server package, listening on 127.0.0.1 with a random port): it receives over
// TCP what the delivery worker sends, parses each message with mailparser (RFC 2047 subjects, transfer encodings),
// and answers each DATA as the test says (250, or a 4xx / 5xx reply).
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  from: string;
  /** Decoded subject. */
  subject: string;
  /** Decoded text body. */
  text: string;
  messageId: string;
  date: Date | undefined;
  /** The message as it came over the wire. */
  raw: string;
  /** Every header line name, lower case, with its raw value. */
  headers: Map<string, unknown>;
}

/** What the server answers after a message's data: null accepts (250); else that reply. */
export type Reply = null | { code: number; message: string };

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Accepted messages, in order. */
  received: ReceivedMail[];
  /** Refused ones (the data was read, then the reply was an error), in order. */
  refused: ReceivedMail[];
  /** Decides the reply to each message (default: accept). May wait (a slow server). */
  reply: (mail: ReceivedMail, index: number) => Reply | Promise<Reply>;
  /** Resolves when `count` messages were accepted (or rejects after the timeout). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let seen = 0;
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    received: [],
    refused: [],
    reply: () => null,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${state.received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return state.received;
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const index = seen++;
        void (async () => {
          const parsed = await simpleParser(raw);
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
            date: parsed.date,
            raw: raw.toString('utf8'),
            headers: parsed.headers,
          };
          const answer = await state.reply(mail, index);
          if (answer === null) {
            state.received.push(mail);
            callback(null);
          } else {
            state.refused.push(mail);
            const error = Object.assign(new Error(answer.message), { responseCode: answer.code });
            callback(error);
          }
        })().catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
