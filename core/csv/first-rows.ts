// The row where each value of a column was first seen, for the whole-file duplicate rules. A Map of 100,000 fresh
// strings (every cell is a new string from the parser) costs more than all the cell checks of a member file: each
// key outlives the young generation and is copied by the garbage collector on its way out. Here the characters are
// copied into one growing array instead and found again through an open-addressing table of numbers, so the
// collector sees a handful of typed arrays whatever the file's length.

const EMPTY = 0;
const INITIAL_SLOTS = 1024;

export class FirstRows {
  /** Entry number + 1 per slot (EMPTY where free); the table is kept at most half full. */
  private slots = new Int32Array(INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;
  private count = 0;
  private hashes = new Int32Array(INITIAL_SLOTS / 2);
  private rows = new Int32Array(INITIAL_SLOTS / 2);
  private starts = new Int32Array(INITIAL_SLOTS / 2);
  private lengths = new Int32Array(INITIAL_SLOTS / 2);
  /** The characters of every value seen, one after another. */
  private chars = new Uint16Array(16 * 1024);
  private used = 0;

  /** The row where the value was first seen, or undefined after noting this row as its first. */
  firstRow(value: string, row: number): number | undefined {
    // The characters go to the end of the array as they are hashed: kept there when the value is new, compared
    // there when its hash is found.
    const length = value.length;
    if (this.used + length > this.chars.length) this.chars = grown(this.chars, this.used + length);
    const chars = this.chars;
    const at = this.used;
    let hash = 0x811c9dc5;
    for (let i = 0; i < length; i++) {
      const code = value.charCodeAt(i);
      chars[at + i] = code;
      hash = Math.imul(hash ^ code, 0x01000193);
    }
    hash = mixed(hash);
    let slot = hash & this.mask;
    for (let entry = this.slots[slot]; entry !== EMPTY; entry = this.slots[slot]) {
      if (this.hashes[entry - 1] === hash && this.lengths[entry - 1] === length && sameChars(chars, this.starts[entry - 1], at, length)) return this.rows[entry - 1];
      slot = (slot + 1) & this.mask;
    }
    this.add(slot, hash, row, length);
    return undefined;
  }

  /** Notes the value whose characters were just written at the end of the array. */
  private add(slot: number, hash: number, row: number, length: number): void {
    const entry = this.count;
    if (entry === this.hashes.length) this.growEntries();
    this.hashes[entry] = hash;
    this.rows[entry] = row;
    this.starts[entry] = this.used;
    this.lengths[entry] = length;
    this.used += length;
    this.slots[slot] = entry + 1;
    this.count += 1;
    if (this.count * 2 > this.slots.length) this.growSlots();
  }

  private growEntries(): void {
    const size = this.hashes.length * 2;
    this.hashes = grown(this.hashes, size);
    this.rows = grown(this.rows, size);
    this.starts = grown(this.starts, size);
    this.lengths = grown(this.lengths, size);
  }

  private growSlots(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.count; entry++) {
      let slot = this.hashes[entry] & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** A copy at least `size` long (doubling), with the contents kept. */
function grown<T extends Int32Array | Uint16Array>(array: T, size: number): T {
  let length = array.length * 2;
  while (length < size) length *= 2;
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

function sameChars(chars: Uint16Array, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (chars[a + i] !== chars[b + i]) return false;
  return true;
}

/** The end of FNV-1a over the UTF-16 code units: mixed so that the low bits (the slot) depend on every character. */
function mixed(hash: number): number {
  const spread = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  return spread ^ (spread >>> 13);
}
