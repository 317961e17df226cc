// The login benchmark's baseline: a bare loop of argon2.verify, CONCURRENCY at a time (as many
// as the load generator's connections), for SECONDS; prints `{"rate": <verifies per second>}`.
// The hash uses the parameters the server runs with (passed in ARGON2_MEMORY_KIB and
// ARGON2_TIME_COST), so each verify costs what the login's verify costs.
import argon2 from 'argon2';

const seconds = Number(process.env.SECONDS ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const password = process.env.PASSWORD ?? 'Violet-Harbor-91';
const hash = await argon2.hash(password, {
  type: argon2.argon2id,
  memoryCost: Number(process.env.ARGON2_MEMORY_KIB ?? 19_456),
  timeCost: Number(process.env.ARGON2_TIME_COST ?? 2),
  parallelism: 1,
});

async function run(ms: number): Promise<number> {
  const until = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        if (!(await argon2.verify(hash, password))) throw new Error('verify failed');
        done++;
      }
    }),
  );
  return done;
}

await run(500); // warm-up
const started = performance.now();
const done = await run(seconds * 1000);
console.log(JSON.stringify({ rate: done / ((performance.now() - started) / 1000) }));
