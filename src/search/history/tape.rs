//! The history's storage: each event as a few bytes of deltas instead of a copy of the whole
//! control state.
//!
//! An event changes little of the control state: a hide moves the cursor `nn` one node on and
//! adds to `mems` and `updates`; search events change a handful of fields more. So a record
//! holds the event and, for each field that changed, the difference (after minus before,
//! wrapping, zigzagged) as a LEB128 varint. Undoing subtracts those differences from the state
//! after the event, which gives back the state before it exactly, whatever the values.
//!
//! A record is laid out as
//!
//! ```text
//!   header   varint: event kind (4 bits) | which fields changed (bits 4..)
//!   event    varints: the event's own numbers (node, item, level, ...)
//!   fields   varints: one per changed field, in bit order (the phase byte holds old values)
//!   length   one byte: the record's length without this byte, to find the last record's start
//! ```
//!
//! The bits come in order of how often their field changes, so that a hide's header (`nn`,
//! `mems`, `updates`) fits in one byte. Records sit end to end in chunks of `CHUNK` bytes (a
//! record never spans two); forgetting the oldest moves a start offset and frees the front
//! chunk once it is passed, and growing adds a chunk. So no byte is ever moved: in one vector,
//! growing copied it whole and cutting its dead front moved the rest, tens of megabytes at
//! once in a long watched search, longer than a frame.

use std::collections::VecDeque;

use super::super::machine::{Control, Phase, Stage};
use super::super::{Event, NodeId};
use crate::problem::{ItemId, OptionId};

/// The longest record: a 3-byte header, three event numbers, eight `u32` and five `u64`
/// fields, the phase byte and the choice (two `u32`s), at most 5 or 10 bytes a varint.
const MAX_RECORD: usize = 3 + 3 * 5 + 8 * 5 + 5 * 10 + 1 + 2 * 5;
const _: () = assert!(MAX_RECORD <= u8::MAX as usize);

// The fields, one bit each, most often changed first.
const NN: u32 = 1 << 0;
const MEMS: u32 = 1 << 1;
const UPDATES: u32 = 1 << 2;
const RR: u32 = 1 << 3;
const PHASE: u32 = 1 << 4;
const ITEM: u32 = 1 << 5;
const PP: u32 = 1 << 6;
const CUR: u32 = 1 << 7;
const BEST: u32 = 1 << 8;
const LEVEL: u32 = 1 << 9;
const NODES: u32 = 1 << 10;
const SOLUTIONS: u32 = 1 << 11;
const CLEANSINGS: u32 = 1 << 12;
const MAX_LEVEL: u32 = 1 << 13;
const CHOICE: u32 = 1 << 14;

/// What undoing one record gives besides the control state, which it restores in place.
pub(in crate::search) struct Undone {
    pub(in crate::search) event: Event,
    /// The level whose choice the event wrote, and the difference to take off it.
    pub(in crate::search) choice: Option<(u32, u32)>,
}

/// The bytes of one chunk of records.
const CHUNK: usize = 1 << 16;
const _: () = assert!(CHUNK > MAX_RECORD);

/// The records, oldest first.
#[derive(Debug, Default)]
pub(in crate::search) struct Tape {
    chunks: VecDeque<Vec<u8>>,
    /// A chunk freed, kept for the next one needed (a search going back and forth over a
    /// chunk's edge would otherwise allocate and free one each time).
    spare: Option<Vec<u8>>,
    /// Where the oldest record starts in the front chunk: the bytes before it are forgotten.
    start: usize,
    /// The bytes in all chunks, the forgotten front included.
    total: usize,
    events: usize,
}

impl Tape {
    /// The number of events held.
    pub(in crate::search) fn len(&self) -> usize {
        self.events
    }

    /// The bytes the records take (not counting the chunks' spare capacity).
    pub(in crate::search) fn bytes(&self) -> usize {
        self.total - self.start
    }

    pub(in crate::search) fn clear(&mut self) {
        if let Some(chunk) = self.chunks.pop_front() {
            self.spare = Some(chunk);
        }
        self.chunks.clear();
        self.start = 0;
        self.total = 0;
        self.events = 0;
    }

    /// The newest record, without its length byte, and the offset it starts at in the
    /// newest chunk (`None` when the tape is empty).
    fn newest(&self) -> Option<(&[u8], usize)> {
        let chunk = self.chunks.back().filter(|_| self.events > 0)?;
        let end = chunk.len() - 1;
        let begin = end - usize::from(chunk[end]);
        Some((&chunk[begin..end], begin))
    }

    /// Records `event`, which turned the control state `before` into `after` and, for
    /// `choice = Some((level, old, new))`, the choice at `level` from `old` into `new`.
    #[inline]
    pub(in crate::search) fn push(
        &mut self,
        event: Event,
        before: &Control,
        after: &Control,
        choice: Option<(u32, u32, u32)>,
    ) {
        let mut w = Writer {
            buf: [0; MAX_RECORD + 1],
            at: 0,
        };
        let (kind, numbers) = split(event);
        let mut mask = 0;
        let (b, a) = (before, after);
        let (bs, as_) = (&b.stats, &a.stats);
        mask |= NN * u32::from(b.job.nn != a.job.nn);
        mask |= MEMS * u32::from(bs.mems != as_.mems);
        mask |= UPDATES * u32::from(bs.updates != as_.updates);
        mask |= RR * u32::from(b.job.rr != a.job.rr);
        mask |= PHASE * u32::from(b.phase != a.phase || b.job.stage != a.job.stage);
        mask |= ITEM * u32::from(b.job.item != a.job.item);
        mask |= PP * u32::from(b.pp != a.pp);
        mask |= CUR * u32::from(b.cur != a.cur);
        mask |= BEST * u32::from(b.best != a.best);
        mask |= LEVEL * u32::from(b.level != a.level);
        mask |= NODES * u32::from(bs.nodes != as_.nodes);
        mask |= SOLUTIONS * u32::from(bs.solutions != as_.solutions);
        mask |= CLEANSINGS * u32::from(bs.cleansings != as_.cleansings);
        mask |= MAX_LEVEL * u32::from(bs.max_level != as_.max_level);
        mask |= CHOICE * u32::from(choice.is_some());
        w.varint(u64::from(kind) | u64::from(mask) << 4);
        for &n in &numbers[..arity(kind)] {
            w.varint(u64::from(n));
        }
        // Only the changed fields, in bit order; a hide takes the first branch or two.
        let delta32 = |x: u32, y: u32| zigzag(i64::from(y.wrapping_sub(x) as i32));
        let delta64 = |x: u64, y: u64| zigzag(y.wrapping_sub(x) as i64);
        if mask & NN != 0 {
            w.varint(delta32(b.job.nn, a.job.nn));
        }
        if mask & MEMS != 0 {
            w.varint(delta64(bs.mems, as_.mems));
        }
        if mask & UPDATES != 0 {
            w.varint(delta64(bs.updates, as_.updates));
        }
        if mask & !(NN | MEMS | UPDATES) != 0 {
            if mask & RR != 0 {
                w.varint(delta32(b.job.rr, a.job.rr));
            }
            if mask & PHASE != 0 {
                w.varint(u64::from(
                    phase_code(b.phase) | stage_code(b.job.stage) << 4,
                ));
            }
            if mask & ITEM != 0 {
                w.varint(delta32(b.job.item, a.job.item));
            }
            if mask & PP != 0 {
                w.varint(delta32(b.pp, a.pp));
            }
            if mask & CUR != 0 {
                w.varint(delta32(b.cur, a.cur));
            }
            if mask & BEST != 0 {
                w.varint(delta32(b.best, a.best));
            }
            if mask & LEVEL != 0 {
                w.varint(delta32(b.level, a.level));
            }
            if mask & NODES != 0 {
                w.varint(delta64(bs.nodes, as_.nodes));
            }
            if mask & SOLUTIONS != 0 {
                w.varint(delta64(bs.solutions, as_.solutions));
            }
            if mask & CLEANSINGS != 0 {
                w.varint(delta64(bs.cleansings, as_.cleansings));
            }
            if mask & MAX_LEVEL != 0 {
                w.varint(delta32(bs.max_level, as_.max_level));
            }
            if let Some((level, old, new)) = choice {
                w.varint(u64::from(level));
                w.varint(delta32(old, new));
            }
        }
        let len = w.at;
        w.buf[len] = len as u8;
        let record = &w.buf[..=len];
        match self.chunks.back_mut() {
            Some(chunk) if chunk.len() + record.len() <= CHUNK => chunk.extend_from_slice(record),
            _ => {
                let mut chunk = self.spare.take().unwrap_or_default();
                chunk.clear();
                chunk.reserve_exact(CHUNK);
                chunk.extend_from_slice(record);
                self.chunks.push_back(chunk);
            }
        }
        self.total += record.len();
        self.events += 1;
    }

    /// The newest event.
    pub(in crate::search) fn last(&self) -> Option<Event> {
        let (bytes, _) = self.newest()?;
        let mut r = Reader { bytes, at: 0 };
        let kind = (r.varint() & 15) as u8;
        let mut numbers = [0u32; 3];
        for n in &mut numbers[..arity(kind)] {
            *n = r.varint() as u32;
        }
        Some(join(kind, numbers))
    }

    /// Forgets the oldest record.
    pub(in crate::search) fn pop_front(&mut self) {
        if self.events == 0 {
            return;
        }
        let front = &self.chunks[0];
        self.start += record_len(&front[self.start..]) + 1;
        self.events -= 1;
        if self.events == 0 {
            self.clear();
        } else if self.start == front.len() {
            self.total -= self.start;
            self.spare = self.chunks.pop_front();
            self.start = 0;
        }
    }

    /// Takes off the newest record and undoes its changes to the control state `ctl` (the
    /// state after that event); returns the event and the choice to put back.
    pub(in crate::search) fn pop_back(&mut self, ctl: &mut Control) -> Option<Undone> {
        let (bytes, begin) = self.newest()?;
        let length = bytes.len();
        let mut r = Reader { bytes, at: 0 };
        let header = r.varint();
        let kind = (header & 15) as u8;
        let mask = (header >> 4) as u32;
        let mut numbers = [0u32; 3];
        for n in &mut numbers[..arity(kind)] {
            *n = r.varint() as u32;
        }
        let back32 = |r: &mut Reader, x: &mut u32| *x = x.wrapping_sub(unzigzag(r.varint()) as u32);
        let back64 = |r: &mut Reader, x: &mut u64| *x = x.wrapping_sub(unzigzag(r.varint()) as u64);
        let s = &mut ctl.stats;
        if mask & NN != 0 {
            back32(&mut r, &mut ctl.job.nn);
        }
        if mask & MEMS != 0 {
            back64(&mut r, &mut s.mems);
        }
        if mask & UPDATES != 0 {
            back64(&mut r, &mut s.updates);
        }
        let mut choice = None;
        if mask & !(NN | MEMS | UPDATES) != 0 {
            if mask & RR != 0 {
                back32(&mut r, &mut ctl.job.rr);
            }
            if mask & PHASE != 0 {
                let code = r.varint() as u8;
                ctl.phase = phase_of(code & 15);
                ctl.job.stage = stage_of(code >> 4);
            }
            if mask & ITEM != 0 {
                back32(&mut r, &mut ctl.job.item);
            }
            if mask & PP != 0 {
                back32(&mut r, &mut ctl.pp);
            }
            if mask & CUR != 0 {
                back32(&mut r, &mut ctl.cur);
            }
            if mask & BEST != 0 {
                back32(&mut r, &mut ctl.best);
            }
            if mask & LEVEL != 0 {
                back32(&mut r, &mut ctl.level);
            }
            if mask & NODES != 0 {
                back64(&mut r, &mut s.nodes);
            }
            if mask & SOLUTIONS != 0 {
                back64(&mut r, &mut s.solutions);
            }
            if mask & CLEANSINGS != 0 {
                back64(&mut r, &mut s.cleansings);
            }
            if mask & MAX_LEVEL != 0 {
                back32(&mut r, &mut s.max_level);
            }
            if mask & CHOICE != 0 {
                let level = r.varint() as u32;
                choice = Some((level, unzigzag(r.varint()) as u32));
            }
        }
        debug_assert_eq!(r.at, length, "a record is read to its end");
        self.events -= 1;
        if self.events == 0 {
            self.clear();
        } else {
            let chunk = self.chunks.back_mut().expect("a record was read from it");
            chunk.truncate(begin);
            self.total -= length + 1;
            if chunk.is_empty() {
                self.spare = self.chunks.pop_back();
            }
        }
        Some(Undone {
            event: join(kind, numbers),
            choice,
        })
    }
}

/// The length of the record at the start of `bytes`, without its length byte: its header
/// says how many varints follow.
fn record_len(bytes: &[u8]) -> usize {
    let mut r = Reader { bytes, at: 0 };
    let header = r.varint();
    let mask = (header >> 4) as u32;
    let count =
        arity((header & 15) as u8) + mask.count_ones() as usize + usize::from(mask & CHOICE != 0);
    for _ in 0..count {
        r.varint();
    }
    debug_assert_eq!(
        usize::from(bytes[r.at]),
        r.at,
        "the length byte follows the record"
    );
    r.at
}

struct Writer {
    buf: [u8; MAX_RECORD + 1],
    at: usize,
}

impl Writer {
    #[inline(always)]
    fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.buf[self.at] = v as u8 | 0x80;
            self.at += 1;
            v >>= 7;
        }
        self.buf[self.at] = v as u8;
        self.at += 1;
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    #[inline(always)]
    fn varint(&mut self) -> u64 {
        let mut v = 0;
        let mut shift = 0;
        loop {
            let byte = self.bytes[self.at];
            self.at += 1;
            v |= u64::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return v;
            }
            shift += 7;
        }
    }
}

fn zigzag(d: i64) -> u64 {
    ((d << 1) ^ (d >> 63)) as u64
}

fn unzigzag(z: u64) -> i64 {
    (z >> 1) as i64 ^ -((z & 1) as i64)
}

/// How many numbers the event of kind `kind` carries.
fn arity(kind: u8) -> usize {
    match kind {
        0 | 3 => 3,
        5 => 2,
        8 => 0,
        _ => 1,
    }
}

/// An event as its kind and up to three numbers (see [`join`]).
#[inline(always)]
fn split(event: Event) -> (u8, [u32; 3]) {
    match event {
        Event::Choose { level, item, len } => (0, [level, item.0, len]),
        Event::Cover { item } => (1, [item.0, 0, 0]),
        Event::Hide { node } => (2, [node.0, 0, 0]),
        Event::Try {
            level,
            node,
            option,
        } => (3, [level, node.0, option.0]),
        Event::Solution { size } => (4, [size, 0, 0]),
        Event::Backtrack { level, item } => (5, [level, item.0, 0]),
        Event::Unhide { node } => (6, [node.0, 0, 0]),
        Event::Uncover { item } => (7, [item.0, 0, 0]),
        Event::Done => (8, [0; 3]),
        Event::Purify { node } => (9, [node.0, 0, 0]),
        Event::Mark { node } => (10, [node.0, 0, 0]),
        Event::Unmark { node } => (11, [node.0, 0, 0]),
        Event::Unpurify { node } => (12, [node.0, 0, 0]),
    }
}

/// The inverse of [`split`].
fn join(kind: u8, [a, b, c]: [u32; 3]) -> Event {
    match kind {
        0 => Event::Choose {
            level: a,
            item: ItemId(b),
            len: c,
        },
        1 => Event::Cover { item: ItemId(a) },
        2 => Event::Hide { node: NodeId(a) },
        3 => Event::Try {
            level: a,
            node: NodeId(b),
            option: OptionId(c),
        },
        4 => Event::Solution { size: a },
        5 => Event::Backtrack {
            level: a,
            item: ItemId(b),
        },
        6 => Event::Unhide { node: NodeId(a) },
        7 => Event::Uncover { item: ItemId(a) },
        8 => Event::Done,
        9 => Event::Purify { node: NodeId(a) },
        10 => Event::Mark { node: NodeId(a) },
        11 => Event::Unmark { node: NodeId(a) },
        12 => Event::Unpurify { node: NodeId(a) },
        _ => unreachable!("event kind {kind} is never written"),
    }
}

fn phase_code(phase: Phase) -> u8 {
    match phase {
        Phase::Start => 0,
        Phase::Forward => 1,
        Phase::CoverBest => 2,
        Phase::Advance => 3,
        Phase::Commit => 4,
        Phase::Solved => 5,
        Phase::UncoverBest => 6,
        Phase::Recover => 7,
        Phase::Finished => 8,
    }
}

fn phase_of(code: u8) -> Phase {
    match code {
        0 => Phase::Start,
        1 => Phase::Forward,
        2 => Phase::CoverBest,
        3 => Phase::Advance,
        4 => Phase::Commit,
        5 => Phase::Solved,
        6 => Phase::UncoverBest,
        7 => Phase::Recover,
        8 => Phase::Finished,
        _ => unreachable!("phase code {code} is never written"),
    }
}

fn stage_code(stage: Stage) -> u8 {
    match stage {
        Stage::Start => 0,
        Stage::Rows => 1,
        Stage::Finished => 2,
    }
}

fn stage_of(code: u8) -> Stage {
    match code {
        0 => Stage::Start,
        1 => Stage::Rows,
        2 => Stage::Finished,
        _ => unreachable!("stage code {code} is never written"),
    }
}
