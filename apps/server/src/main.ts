import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedCatalogueWhenEmpty } from './db/catalogue/seed-catalogue';
import { seedDemoReviews } from './db/catalogue/seed-demo-reviews';
import { seedMarketplaceWhenEmpty } from './db/catalogue/seed-marketplace';
import { DEMO_MEMBER, seedDemoData } from './db/seed';
import { seedSocietyWhenEmpty } from './modules/society/society.api';
import { ConfigError, loadConfig } from './platform/config';
import { missingGateways } from './platform/missing-gateways';

/** Starts Aurum: config, database with migrations, HTTP server, job worker, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Aurum cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  const { app, services } = await buildApp({ config, database });
  const embeddedDevelopment = !config.DATABASE_URL && !config.isProduction;
  const seedCatalogue = config.SEED_CATALOGUE ?? embeddedDevelopment;
  if (seedCatalogue) {
    const seeded = await seedCatalogueWhenEmpty(database.db);
    if (seeded) app.log.info(seeded, 'seeded the provider catalogue');
  }
  if (config.SEED_DEMO ?? embeddedDevelopment) {
    await seedDemoData(database.db, app.log);
    // Before the featured listings, which go to the best-reviewed providers.
    const reviews = await seedDemoReviews(database.db, new Date(), DEMO_MEMBER.email);
    if (reviews.reviews) app.log.info(reviews, 'seeded demo reviews');
  }
  if (seedCatalogue) {
    const marketplace = await seedMarketplaceWhenEmpty(database.db, new Date());
    if (marketplace) app.log.info(marketplace, 'seeded featured listings and free slots');
    const society = await seedSocietyWhenEmpty(database.db, new Date());
    if (society) app.log.info(society, 'seeded the Society perks and events');
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  services.jobs.start();
  app.log.info(
    { database: database.kind, mail: services.mail.transportName, url: config.SITE_URL },
    `Aurum is running at ${config.SITE_URL}`,
  );
  for (const warning of missingGateways(config)) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Aurum failed to start:', error);
  process.exit(1);
});
