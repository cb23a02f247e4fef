// The wandering tests' randomness: one small seeded generator (mulberry32), so that a seed
// names one walk exactly and `npm run test:wander -- --seed N` replays it.

/** A generator of floats in [0, 1) from a 32-bit seed (Tommy Ettinger's mulberry32). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A few helpers over one generator. */
export function random(seed) {
  // Seeds 1, 2, 3 ... give unrelated walks: mix the seed before use.
  const next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b));
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** One of `entries` ([weight, value] pairs), by weight. */
    weighted(entries) {
      const total = entries.reduce((s, [w]) => s + w, 0);
      let x = next() * total;
      for (const [w, v] of entries) {
        x -= w;
        if (x < 0) return v;
      }
      return entries[entries.length - 1][1];
    },
  };
}
