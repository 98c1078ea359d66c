// The column index's storage: for each symbol, the slots of the rows that
// may hold it, every column in one buffer.
//
// A column per Swift array cost an allocation for every new symbol, a
// reallocation at each doubling, and a uniqueness check (a runtime call)
// for every entry appended: on a 1,000-view grid's build, filing a new
// row's cells in their columns was 29% of the instructions. Here a column
// is a block of 8, 16, 32… entries in one buffer; a full block moves to
// one twice its size and the old one is kept for reuse by size. Appending
// is a bounds check and a store.
//
// The buffer is shared between copies of a solver until one of them
// writes (copy on write, checked once per operation, not per entry).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct ColumnIndex: Sendable {
  /// Where a column's block starts, how many entries it holds, how many
  /// fit, and exactly how many rows hold the symbol (`occurrences`). The
  /// count lives beside the column: filing a cell updates both, one
  /// cache line, and a new symbol appends one entry to one table.
  struct Span: Sendable {
    var start: Int32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0
    var occurrences: Int32 = 0
  }

  /// The entries of every block, allocated up to `length`; blocks are
  /// carved from the front, up to `used`. Only entries a column counts are
  /// ever read, so the memory is left uninitialised (Int32 is trivial) and
  /// grown with realloc, which can extend it in place.
  final class Storage: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<Int32>
    private(set) var length: Int
    var used = 0
    /// By size class, the first released block, or -1. A released block's
    /// first entry links to the next one of its size: no list to allocate.
    let freeHeads: UnsafeMutablePointer<Int32>
    static let sizeClasses = 32

    init(length: Int) {
      self.length = length
      base = Storage.resize(nil, to: length)
      freeHeads = .allocate(capacity: Storage.sizeClasses)
      freeHeads.initialize(repeating: -1, count: Storage.sizeClasses)
    }

    deinit {
      free(base)
      freeHeads.deallocate()
    }

    func copy() -> Storage {
      let other = Storage(length: length)
      other.base.update(from: base, count: used)
      other.used = used
      other.freeHeads.update(from: freeHeads, count: Storage.sizeClasses)
      return other
    }

    /// Makes room for `extra` more entries past `used`.
    func reserve(_ extra: Int) {
      guard used &+ extra > length else { return }
      // Four times, not twice: realloc copies the whole buffer when it
      // cannot grow in place, and doubling copied about as many entries
      // again as the index ends with (2% of W1's build at 96 views). The
      // room past `used` is never written until a block is carved from
      // it, so its pages cost nothing until then.
      length = max(length &* 4, used &+ extra, 256)
      base = Storage.resize(base, to: length)
    }

    private static func resize(_ pointer: UnsafeMutablePointer<Int32>?, to length: Int) -> UnsafeMutablePointer<Int32> {
      guard let raw = realloc(pointer, max(length, 1) &* MemoryLayout<Int32>.stride) else {
        fatalError("out of memory for the column index")
      }
      return raw.assumingMemoryBound(to: Int32.self)
    }
  }

  /// Shared by every new index (and by the placeholders swapped in while
  /// an index is worked on locally), so making one allocates nothing; the
  /// first write copies it.
  private static let emptyStorage = Storage(length: 0)
  private var storage = ColumnIndex.emptyStorage
  /// By symbol id.
  private(set) var spans: [Span] = []

  /// The smallest block; a column's first entry takes one. Sixteen, not
  /// eight: on small layouts most columns outgrew eight, and each move to
  /// a bigger block copied the column (W1 at 96 views: 1% of the build).
  static let firstCapacity = 16
  /// An emptied column keeps a block up to this size for its next entries;
  /// a bigger one is released. (Keeping every block made memory
  /// quadratic: with n constraints `a.width >= c` added in increasing
  /// order, each new slack enters all earlier rows and leaves them at the
  /// next add, so the kth column kept room for k entries.)
  static let keptOnClear = 64

  var columnCount: Int { spans.count }

  /// Entries carved from the buffer so far, in use or released: what the
  /// index costs in memory (4 bytes each).
  var carvedEntries: Int { storage.used }

  // MARK: - Reading

  @inline(__always)
  func count(of id: Int) -> Int { Int(spans[id].count) }

  /// Exactly how many rows hold symbol `id` (the column is a superset).
  @inline(__always)
  func occurrences(of id: Int) -> Int32 { spans[id].occurrences }

  /// Counts `delta` more (or fewer) rows holding symbol `id`.
  @inline(__always)
  mutating func addOccurrences(_ delta: Int32, of id: Int) { spans[id].occurrences &+= delta }

  /// The `k`th entry of column `id`.
  @inline(__always)
  func entry(_ id: Int, _ k: Int) -> Int32 {
    let span = spans[id]
    precondition(k >= 0 && k < Int(span.count))
    return storage.base[Int(span.start) &+ k]
  }

  /// Replaces the contents of `array` by column `id`'s entries.
  func copyEntries(of id: Int, into array: inout [Int32]) {
    let span = spans[id]
    if !array.isEmpty { array.removeLast(array.count) }
    array.append(contentsOf: UnsafeBufferPointer(start: storage.base + Int(span.start), count: Int(span.count)))
  }

  // MARK: - Columns

  mutating func addColumn() { spans.append(Span()) }

  /// Room for `n` columns, and for their first few blocks: each column's
  /// first block is 8 entries, and a small layout's columns grow to 16 or
  /// 32. From 256 entries, W4's buffer (about 8,000) grew by copying five
  /// times in every build; 32 per column is 32 KB for a solver's first
  /// 256 symbols.
  mutating func reserveColumns(_ n: Int) {
    spans.reserveCapacity(n)
    makeUnique()
    storage.reserve(n &* ColumnIndex.reservedPerColumn)
  }

  /// Entries reserved per column by `reserveColumns`.
  static let reservedPerColumn = 32

  /// Drops the last `n` columns, releasing their blocks.
  mutating func removeLastColumns(_ n: Int) {
    guard n > 0 else { return }
    makeUnique()
    for id in (spans.count &- n)..<spans.count where spans[id].capacity > 0 {
      ColumnIndex.release(spans[id].start, Int(spans[id].capacity), storage)
    }
    spans.removeLast(n)
  }

  /// Empties column `id` (see `keptOnClear`); its count of occurrences
  /// is the caller's to keep right.
  /// Inlined: every substitution clears the substituted symbol's column,
  /// and the call cost more than the common case, a store.
  @inline(__always)
  mutating func clear(_ id: Int) {
    spans[id].count = 0
    if spans[id].capacity > ColumnIndex.keptOnClear { releaseBlock(of: id) }
  }

  /// Releases column `id`'s block (see `clear`).
  private mutating func releaseBlock(of id: Int) {
    makeUnique()
    ColumnIndex.release(spans[id].start, Int(spans[id].capacity), storage)
    spans[id] = Span(occurrences: spans[id].occurrences)
  }

  // MARK: - Writing

  /// Appends one entry to column `id`.
  mutating func append(_ entry: Int32, to id: Int) {
    makeUnique()
    var span = spans[id]
    ColumnIndex.append(entry, to: &span, storage)
    spans[id] = span
  }

  /// Runs `body` with an appender for many entries: the buffer's
  /// ownership and the column table are checked once, not per entry.
  mutating func withAppender<R>(_ body: (inout Appender) -> R) -> R {
    makeUnique()
    // Unretained: the index holds the buffer throughout, and a retain and
    // a release around every row merged were a tenth of a merge's cost.
    let storage = Unmanaged.passUnretained(self.storage)
    return spans.withUnsafeMutableBufferPointer { spans in
      var appender = Appender(spans: spans, storage: storage)
      return body(&appender)
    }
  }

  struct Appender {
    fileprivate let spans: UnsafeMutableBufferPointer<Span>
    fileprivate let storage: Unmanaged<Storage>

    /// Returns whether the column had to move to a bigger block: the
    /// moment to ask whether it holds too many stale entries.
    @inline(__always)
    @discardableResult
    mutating func append(_ entry: Int32, to id: Int) -> Bool {
      storage._withUnsafeGuaranteedRef { ColumnIndex.append(entry, to: &spans[id], $0) }
    }

    @inline(__always)
    func count(of id: Int) -> Int { Int(spans[id].count) }

    /// The `k`th entry of column `id`, read afresh: an append to another
    /// column may have moved the buffer.
    @inline(__always)
    func entry(_ id: Int, _ k: Int) -> Int32 {
      let span = spans[id]
      precondition(k >= 0 && k < Int(span.count))
      return storage._withUnsafeGuaranteedRef { $0.base[Int(span.start) &+ k] }
    }

    @inline(__always)
    func occurrences(of id: Int) -> Int32 { spans[id].occurrences }

    @inline(__always)
    func addOccurrences(_ delta: Int32, of id: Int) { spans[id].occurrences &+= delta }
  }

  /// Lets `body` rewrite column `id` in place, keeping the first entries:
  /// it returns how many.
  mutating func compact(_ id: Int, _ body: (UnsafeMutableBufferPointer<Int32>) -> Int) {
    makeUnique()
    let span = spans[id]
    let buffer = UnsafeMutableBufferPointer(start: storage.base + Int(span.start), count: Int(span.count))
    let kept = body(buffer)
    precondition(kept >= 0 && kept <= Int(span.count))
    spans[id].count = Int32(kept)
    // A column is compacted only once it has outgrown its block, so it has
    // already moved to one twice the size: without this, a column that
    // keeps gathering repeated entries (a rollback notes every restored row
    // again, and reports roll back their probes after every command) grew
    // its block at every compaction. A long REPL session's index reached
    // 67 MB after 600 edits of a 1,000-view layout.
    if Int(span.capacity) > ColumnIndex.firstCapacity && kept &* 4 <= Int(span.capacity) {
      ColumnIndex.move(&spans[id], toHold: kept &* 2, storage)
    }
  }

  // MARK: - Blocks

  @inline(__always)
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  @inline(__always)
  @discardableResult
  private static func append(_ entry: Int32, to span: inout Span, _ storage: Storage) -> Bool {
    let full = span.count == span.capacity
    if full { grow(&span, storage) }
    storage.base[Int(span.start) &+ Int(span.count)] = entry
    span.count &+= 1
    return full
  }

  /// Moves a full column to a block twice its size.
  private static func grow(_ span: inout Span, _ storage: Storage) {
    move(&span, toCapacity: span.capacity == 0 ? firstCapacity : Int(span.capacity) &* 2, storage)
  }

  /// Moves a column to the smallest block that holds `count` entries.
  private static func move(_ span: inout Span, toHold count: Int, _ storage: Storage) {
    var capacity = firstCapacity
    while capacity < count { capacity &*= 2 }
    move(&span, toCapacity: capacity, storage)
  }

  /// Moves a column's entries to a block of `capacity` (a size class) and
  /// releases its old block.
  private static func move(_ span: inout Span, toCapacity capacity: Int, _ storage: Storage) {
    let k = sizeClass(capacity)
    let start: Int
    let head = storage.freeHeads[k]
    if head >= 0 {
      start = Int(head)
      storage.freeHeads[k] = storage.base[start]
    } else {
      storage.reserve(capacity)
      start = storage.used
      storage.used &+= capacity
    }
    if span.count > 0 {
      (storage.base + start).update(from: storage.base + Int(span.start), count: Int(span.count))
    }
    if span.capacity > 0 { release(span.start, Int(span.capacity), storage) }
    span.start = Int32(start)
    span.capacity = Int32(capacity)
  }

  private static func release(_ start: Int32, _ capacity: Int, _ storage: Storage) {
    let k = sizeClass(capacity)
    storage.base[Int(start)] = storage.freeHeads[k]
    storage.freeHeads[k] = start
  }

  /// Blocks hold 8 << k entries.
  @inline(__always)
  private static func sizeClass(_ capacity: Int) -> Int { (capacity / firstCapacity).trailingZeroBitCount }
}
