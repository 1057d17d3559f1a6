// The delivery worker: sends the outbox (mail_outbox, migration 021) through a transport, one mail at a time, in the
// background of every server process.
//
// A mail is claimed in a short transaction of its own: the oldest due row, locked with `for update skip locked` (two
// servers never claim the same row at once), is marked 'sending' with a lease (next_attempt_at) and a claim token,
// and the claim commits before the SMTP conversation starts. The outcome is then recorded under that token:
//   accepted           → 'sent' (sent_at, Message-ID)
//   temporary failure  → 'retrying' at now + backoff (1 min, 2, 4 ... up to 2 h); 'failed' after the last attempt
//   permanent failure  → 'failed' with the server's reason, never tried again
// A server that dies (kill -9, a lost machine) leaves its one claimed mail 'sending'; when the lease ends any server
// claims it again. If the SMTP server had already accepted it, that one mail arrives twice (with the same
// Message-ID); no mail is ever lost, and no other mail is sent twice. The lease (5 min) is far longer than one SMTP
// conversation may take (its timeouts, server/mail/transport.ts), so a live server never loses its claim.
//
// The worker wakes when a mail is written (a NOTIFY at commit, from any server: the triggers of migration 021), every
// pollMs for retries and expired leases, and once at start.
import { randomUUID } from 'node:crypto';
import type { Database, Row } from '../db/database';
import { verdictOf, type MailMessage, type MailTransport } from './transport';
import { coalescedDrain } from '../jobs/coalesced-drain';

export interface DeliveryTuning {
  /** How long a claim holds before another server may take the mail. */
  leaseMs: number;
  /** The first retry's delay; each further one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a mail that keeps failing temporarily is marked failed. */
  maxAttempts: number;
  /** How often the worker looks for due retries and expired leases without being woken. */
  pollMs: number;
}

export const DEFAULT_TUNING: DeliveryTuning = {
  leaseMs: 5 * 60_000,
  retryBaseMs: 60_000,
  retryMaxMs: 2 * 60 * 60_000,
  // 1+2+4+...+64 min, then every 2 h: about a day and a half of tries.
  maxAttempts: 20,
  pollMs: 15_000,
};

/** What the worker logs through (pino's signature); never given a body, a subject or a secret. */
export interface DeliveryLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

interface ClaimedRow extends Row {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
  attempts: number;
  /** The state before this claim: 'sending' when a lease ran out. */
  previous_state: string;
}

export interface Claim {
  message: MailMessage;
  token: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
  /** The mail was claimed before by a worker whose lease ran out. */
  leaseExpired: boolean;
}

/** States a worker may claim in, when due (next_attempt_at null or past; for 'sending' the lease's end). */
const CLAIMABLE = "m.state in ('queued', 'retrying', 'sending') and (m.next_attempt_at is null or m.next_attempt_at <= $1)";

/**
 * Claims the oldest due mail for one attempt (its own short transaction); null when none is due. Mails hidden by an
 * upload that has not switched over (the mail_outbox view, migration 014) are never claimed.
 */
export async function claimNextMail(db: Database, now: Date, leaseMs: number): Promise<Claim | null> {
  const token = randomUUID();
  const [row] = await db.query<ClaimedRow>(
    `with next as (
       select m.id, m.state from mail_outbox_rows m
        where ${CLAIMABLE} and exists (select 1 from mail_outbox v where v.id = m.id)
        order by m.id limit 1
        for update of m skip locked
     )
     update mail_outbox_rows m set state = 'sending', attempts = m.attempts + 1, next_attempt_at = $2, claim_token = $3, last_attempt_at = $1
       from next where m.id = next.id
     returning m.id, m.recipient, m.subject, m.body, m.created_at, m.attempts, next.state as previous_state`,
    [now, new Date(now.getTime() + leaseMs), token],
  );
  if (!row) return null;
  return {
    message: { id: row.id, recipient: row.recipient, subject: row.subject, body: row.body, createdAt: new Date(row.created_at) },
    token,
    attempt: row.attempts,
    leaseExpired: row.previous_state === 'sending',
  };
}

/** The delay before attempt number `attempts + 1`. */
export function backoffMs(attempts: number, tuning: Pick<DeliveryTuning, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(tuning.retryBaseMs * 2 ** Math.max(0, attempts - 1), tuning.retryMaxMs);
}

export type AttemptOutcome =
  | { state: 'sent'; messageId: string }
  | { state: 'retrying'; reason: string; responseCode: number | null; nextAttemptAt: Date }
  | { state: 'failed'; reason: string; responseCode: number | null };

/** Records the outcome under the claim; false when the claim was lost meanwhile (nothing written). */
export async function recordAttempt(db: Database, claim: Claim, outcome: AttemptOutcome, now: Date, via: MailTransport['via']): Promise<boolean> {
  const rows =
    outcome.state === 'sent'
      ? await db.query(
          `update mail_outbox_rows set state = 'sent', sent_at = $3, message_id = $4, delivered_via = $5, next_attempt_at = null, claim_token = null
            where id = $1 and claim_token = $2 and state = 'sending' returning id`,
          [claim.message.id, claim.token, now, outcome.messageId, via],
        )
      : await db.query(
          `update mail_outbox_rows set state = $3, failure_reason = $4, next_attempt_at = $5, claim_token = null
            where id = $1 and claim_token = $2 and state = 'sending' returning id`,
          [claim.message.id, claim.token, outcome.state, outcome.reason, outcome.state === 'retrying' ? outcome.nextAttemptAt : null],
        );
  return rows.length === 1;
}

/** Sends one claimed mail and decides its outcome (nothing recorded yet). */
export async function attempt(transport: MailTransport, claim: Claim, now: () => Date, tuning: DeliveryTuning): Promise<AttemptOutcome> {
  try {
    const { messageId } = await transport.send(claim.message);
    return { state: 'sent', messageId };
  } catch (error) {
    const verdict = verdictOf(error);
    if (verdict.permanent) return { state: 'failed', reason: verdict.reason, responseCode: verdict.responseCode };
    if (claim.attempt >= tuning.maxAttempts) {
      return { state: 'failed', reason: `gave up after ${claim.attempt} attempts: ${verdict.reason}`, responseCode: verdict.responseCode };
    }
    return { state: 'retrying', reason: verdict.reason, responseCode: verdict.responseCode, nextAttemptAt: new Date(now().getTime() + backoffMs(claim.attempt, tuning)) };
  }
}

export interface MailDelivery {
  /** Look for due mails now (a mail was written; the server started). */
  kick(): void;
  /** Resolves once no drain is running or asked for (tests). */
  idle(): Promise<void>;
  /** Stops claiming, waits for the mail being sent, closes the transport. */
  stop(): Promise<void>;
}

/** Lets the HTTP server answer the requests that arrived meanwhile before the next mail. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface DeliveryOptions {
  transport: MailTransport;
  clock: () => Date;
  log: DeliveryLog;
  tuning?: Partial<DeliveryTuning>;
  /** Reports an error of the worker itself (the database unreachable); the next kick or poll tries again. */
  onError: (error: unknown) => void;
}

/** Starts the worker: listens for new mail, polls, and drains once now. */
export async function startMailDelivery(db: Database, options: DeliveryOptions): Promise<MailDelivery> {
  const tuning: DeliveryTuning = { ...DEFAULT_TUNING, ...options.tuning };
  const { transport, clock, log } = options;
  async function deliverOne(claim: Claim): Promise<void> {
    if (claim.leaseExpired) log.warn({ mailEvent: 'mail.lease-expired', mailId: claim.message.id, attempt: claim.attempt }, 'mail claimed again after a lease ran out');
    // A mail whose sending stopped its servers every time (or that outlived maxAttempts leases) is not tried again.
    const outcome: AttemptOutcome = claim.leaseExpired && claim.attempt > tuning.maxAttempts
      ? { state: 'failed', reason: `gave up after ${claim.attempt - 1} attempts, the last one left unfinished`, responseCode: null }
      : await attempt(transport, claim, clock, tuning);
    const recorded = await recordAttempt(db, claim, outcome, clock(), transport.via);
    const base = { mailId: claim.message.id, attempt: claim.attempt, via: transport.via };
    if (!recorded) {
      log.warn({ ...base, mailEvent: 'mail.claim-lost', outcome: outcome.state }, 'mail claim lost before its outcome was recorded');
    } else if (outcome.state === 'sent') {
      log.info({ ...base, mailEvent: 'mail.sent', messageId: outcome.messageId }, 'mail sent');
    } else if (outcome.state === 'retrying') {
      log.warn({ ...base, mailEvent: 'mail.retrying', responseCode: outcome.responseCode, reason: outcome.reason, nextAttemptAt: outcome.nextAttemptAt.toISOString() }, 'mail not sent, will retry');
    } else {
      log.error({ ...base, mailEvent: 'mail.failed', responseCode: outcome.responseCode, reason: outcome.reason }, 'mail not sent, failed for good');
    }
  }

  const worker = coalescedDrain(async (stopped) => {
    for (;;) {
      if (stopped()) return;
      await nextTurn();
      const claim = await claimNextMail(db, clock(), tuning.leaseMs);
      if (!claim) return;
      await deliverOne(claim);
    }
  }, options.onError);
  const kick = worker.kick;

  const unlisten = await db.listen('mail_outbox', kick);
  const timer = setInterval(kick, tuning.pollMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  kick();
  return {
    kick,
    idle: worker.idle,
    async stop() {
      clearInterval(timer);
      await worker.stop();
      await unlisten();
      await transport.close();
    },
  };
}
