// The production entry (npm start, bundled to dist/server/server.js): reads the environment, starts the server,
// prints the URL and the demo accounts, and shuts down cleanly on SIGINT/SIGTERM.
import '../core/i18n/all';
import { t } from '../core/i18n';
import { createApp } from './app';
import { DEMO_ACCOUNTS, DEMO_CONFIRMATION_CODE, DEMO_PASSWORD } from './seed/demo-accounts';
import { readStartSettings } from './start-settings';
import { mailLines } from './mail/banner';

async function main(): Promise<void> {
  const settings = readStartSettings(process.env);
  // Opening, migrating and (on the first start) seeding take seconds: say what is going on before the banner.
  process.stdout.write(`${t('server.start.preparingDatabase')}\n`);
  const server = await createApp({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    databasePoolSize: settings.databasePoolSize,
    webDist: settings.webDist,
    // On by default: security events and errors always, per-request lines only with LOG_REQUESTS=1.
    logger: settings.log,
    trustProxy: settings.trustProxy,
    cookieSecure: settings.cookieSecure,
    seed: settings.seedDemo,
    onSeeding: () => process.stdout.write(`${t('server.start.seeding')}\n`),
    invoiceIssuer: settings.invoiceIssuer,
    mail: settings.mail,
    // Hourly: alerts go out the day after usage crosses a threshold, and cap stops lift on the 21st.
    scheduledWorkIntervalMs: 60 * 60 * 1000,
  });
  await server.app.listen({ port: settings.port, host: settings.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;

  const lines = [
    t('server.start.listening', { url: `http://localhost:${port}` }),
    settings.databaseUrl ? t('server.start.storage.postgres') : t('server.start.storage.pglite', { dataDir: settings.dataDir }),
  ];
  lines.push(settings.cookieSecure ? t('server.start.cookies.secure') : t('server.start.cookies.plain'));
  lines.push(t(settings.log.requests ? 'server.start.logs.withRequests' : 'server.start.logs', { level: settings.log.level ?? 'info' }));
  lines.push(...mailLines(settings, `http://localhost:${port}`));
  if (server.seeded.done) lines.push(t('server.start.seeded', { ms: server.seeded.ms }));
  if (!server.webRoot) lines.push(t('server.start.webMissing', { webDist: settings.webDist }));
  if (settings.seedDemo) {
    lines.push(t('server.start.demoAccounts', { password: DEMO_PASSWORD, code: DEMO_CONFIRMATION_CODE }));
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.loginId.padEnd(12)} ${t(account.descriptionKey)}`);
  } else {
    lines.push(t('server.start.noDemo'));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  // The log store hears it too: an operator who reads only the logs must know mail goes nowhere.
  if (settings.production && settings.mail.kind !== 'smtp') {
    server.app.log.error({ mailEvent: 'mail.not-delivered' }, 'mail is not delivered: SMTP_URL is not set');
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${t('server.stop')}\n`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${t('server.start.failed', { reason })}\n`);
  process.exit(1);
});
