// The machine's speed in one figure, printed by .ci/run before the tests: the milliseconds one core
// takes for a fixed loop of integer arithmetic (node only, nothing read from disk). Machines of one
// kind differ (docs/testing.md): a phase's figure means more beside this one. Lower is faster.
const rounds = 3;
const loop = () => {
  const started = process.hrtime.bigint();
  let value = 0;
  for (let i = 0; i < 100_000_000; i++) value = (value * 31 + i) % 1_000_003;
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, value };
};
const times = Array.from({ length: rounds }, () => loop().ms).sort((a, b) => a - b);
console.log(`yardstick: ${Math.round(times[0])} ms (best of ${rounds}; the same loop, lower is faster)`);
