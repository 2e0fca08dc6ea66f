/**
 * Marketplace browse at scale: seeds 10,000 providers and 1,000,000 slots, then measures the
 * browse query (with its filters, through the same service the API uses) against a primary-key
 * lookup of one provider, in the same run. Run: `npm run bench:marketplace` (BENCH_DATABASE_URL to
 * use PostgreSQL; BENCH_PROVIDERS / BENCH_SLOTS / BENCH_ROUNDS to scale).
 */
import { performance } from 'node:perf_hooks';
import {
  browseQuerySchema,
  type BrowseQuery,
} from '@aurum/shared/marketplace/marketplace-contract';
import { connectPostgres, openPglite, rowsOf } from '@aurum/server/src/db/client';
import { findActiveProvider } from '@aurum/server/src/modules/marketplace/marketplace.repo';
import { MarketplaceService } from '@aurum/server/src/modules/marketplace/marketplace.service';
import { systemClock } from '@aurum/server/src/platform/clock';
import { sql } from 'drizzle-orm';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const database = process.env.BENCH_DATABASE_URL
  ? connectPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite();
await database.migrate();
const { db } = database;
console.log(`database: ${database.kind}; seeding ${PROVIDERS} providers and ${SLOTS} slots...`);

const seedStart = performance.now();
const types = [
  'luxury_vehicle',
  'private_chef',
  'personal_driver',
  'event_planning',
  'accommodation',
  'yacht_charter',
  'personal_shopping',
  'travel',
  'security',
  'other',
];
const places = [
  'Sandton',
  'Cape Town',
  'Camps Bay',
  'Umhlanga',
  'Stellenbosch',
  'Franschhoek',
  'Durban',
  'Pretoria',
  'National',
];
// Catalogue-like ratings without writing millions of reviews: the rule that takes a provider's
// rating from its reviews (ADR 014) is switched off while the bench providers go in.
await db.execute(sql`alter table service_providers disable trigger service_providers_rating`);
await db.execute(sql`
  insert into service_providers (name, service_type, location, price_range, price_from_cents, description, rating, review_count, contact_email, availability_hours)
  select 'Provider ' || g,
         (${sql.raw(`array['${types.join("','")}']`)})[1 + g % ${types.length}],
         (${sql.raw(`array['${places.join("','")}']`)})[1 + g % ${places.length}],
         'R' || (g % 40) * 100 || '+',
         (g % 40) * 10000,
         case when g % 25 = 0 then 'Emergency call-outs, 24/7 response' else 'Premium service number ' || g || ' for discerning members' end,
         round((3 + (g % 21) / 10.0)::numeric, 1),
         g % 300,
         'bench' || g || '@bench.example.co.za',
         'Mon-Sat 07:00-20:00'
  from generate_series(1, ${PROVIDERS}) g`);
await db.execute(sql`alter table service_providers enable trigger service_providers_rating`);
const perProvider = Math.max(1, Math.floor(SLOTS / PROVIDERS));
await db.execute(sql`
  insert into booking_slots (provider_id, slot_date, start_time, end_time, is_booked)
  select p.id, current_date + (s / 10), make_time(8 + s % 10, 0, 0), make_time(9 + s % 10, 0, 0), (s % 7 = 0)
  from (select id from service_providers where contact_email like 'bench%') p
  cross join generate_series(0, ${perProvider - 1}) s`);
await db.execute(sql`analyze`);
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const marketplace = new MarketplaceService(db, systemClock);
const [someone] = rowsOf<{ id: string }>(
  await db.execute(
    sql`select id from service_providers order by id limit 1 offset ${Math.floor(PROVIDERS / 2)}`,
  ),
);
const providerId = someone!.id;

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { label, p50: at(0.5), p95: at(0.95) };
}

const browse = (query: BrowseQuery) => () => marketplace.browse(browseQuerySchema.parse(query));
const firstPage = await marketplace.browse(browseQuerySchema.parse({}));
const results = [
  await measure('primary-key lookup (baseline)', () => findActiveProvider(db, providerId)),
  await measure('browse, no filters', browse({})),
  await measure('browse, search "chef"', browse({ q: 'chef' })),
  await measure('browse, location contains "town"', browse({ location: 'town' })),
  await measure('browse, premium + rating 4.5', browse({ price: 'premium', rating: 4.5 })),
  await measure('browse, available today', browse({ availability: 'today' })),
  await measure('browse, this weekend + search', browse({ availability: 'weekend', q: 'service' })),
  await measure(
    'browse, second page (keyset cursor)',
    browse({ cursor: firstPage.next_cursor ?? undefined }),
  ),
  await measure('browse, category (service type)', browse({ category: 'private_chef' })),
  await measure('browse, recognised area "Sandton"', browse({ location: 'Sandton' })),
  await measure('browse, budget price', browse({ price: 'budget' })),
  await measure('browse, available this week', browse({ availability: 'week' })),
  await measure('browse, emergency', browse({ availability: 'emergency' })),
  await measure(
    'browse, every filter at once',
    browse({
      q: 'service',
      category: 'private_chef',
      location: 'Sandton',
      price: 'premium',
      rating: 3.5,
      availability: 'week',
    }),
  ),
];
const base = results[0]!;
console.table(
  results.map((r) => ({
    query: r.label,
    'p50 ms': Number(r.p50.toFixed(2)),
    'p95 ms': Number(r.p95.toFixed(2)),
    'p50 / base': Number((r.p50 / base.p50).toFixed(1)),
    'p95 / base': Number((r.p95 / base.p95).toFixed(1)),
  })),
);
await database.close();
