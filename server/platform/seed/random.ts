// Deterministic randomness for the demo and benchmark data.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class SeededRandom {
  private next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float = () => this.next();
  int = (maxExclusive: number) => Math.floor(this.next() * maxExclusive);
  pick = <T>(list: readonly T[]): T => list[this.int(list.length)];
  objectId = () => Array.from({ length: 24 }, () => this.int(16).toString(16)).join('');
}
