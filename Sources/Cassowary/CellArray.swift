// The cells of a row: a growable, copy-on-write buffer like
// Array<Row.Cell>, with only the operations rows need.
//
// With Array, the tableau's hottest paths went through generic code: a row
// merged in place is grown by appending a buffer and shrunk by
// `removeLast(_:)`, which both take Array's general replace-a-subrange
// path (about 150 instructions a call, for a merge of a dozen cells), and a
// growth asks malloc for the block's usable size. On W4's builds those
// paths were about 7% of the instructions. Here growing and shrinking a
// row only moves its count; the capacity is kept in the header.

// Sendable as Array is: a buffer is written only while this value holds
// the sole reference to it.
struct CellArray: RandomAccessCollection, MutableCollection, @unchecked Sendable {
  typealias Element = Row.Cell
  typealias Index = Int

  struct Header {
    var count: Int
    var capacity: Int
  }

  /// The header is read and written through a pointer only: as a class's
  /// stored property (`ManagedBuffer.header`) every access was checked for
  /// exclusivity at run time, which cost more than the merges.
  final class Storage: ManagedBuffer<Header, Row.Cell> {
    @inline(__always)
    var head: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }
    @inline(__always)
    var cells: UnsafeMutablePointer<Row.Cell> { withUnsafeMutablePointerToElements { $0 } }
  }

  /// nil while empty and never grown: an empty row allocates nothing.
  private var storage: Storage?

  init() {}

  /// A buffer of up to `capacity` cells written by `body` through a
  /// pointer to uninitialised memory; `body` returns how many it wrote.
  init(capacity: Int, _ body: (UnsafeMutablePointer<Row.Cell>) -> Int) {
    let storage = CellArray.allocate(Swift.max(capacity, 1))
    let count = body(storage.cells)
    precondition(count >= 0 && count <= storage.head.pointee.capacity)
    storage.head.pointee.count = count
    self.storage = storage
  }

  init(_ cells: UnsafeBufferPointer<Row.Cell>) {
    self.init(capacity: cells.count) { out in
      if let base = cells.baseAddress { out.initialize(from: base, count: cells.count) }
      return cells.count
    }
  }

  private static func allocate(_ capacity: Int) -> Storage {
    let buffer = Storage.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
    return unsafeDowncast(buffer, to: Storage.self)
  }

  // MARK: - Collection

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  var count: Int {
    @inline(__always) get { storage == nil ? 0 : storage.unsafelyUnwrapped.head.pointee.count }
  }
  var isEmpty: Bool { count == 0 }
  var capacity: Int { storage.map { $0.head.pointee.capacity } ?? 0 }

  @inline(__always)
  func index(after i: Int) -> Int { i &+ 1 }
  @inline(__always)
  func index(before i: Int) -> Int { i &- 1 }

  subscript(i: Int) -> Row.Cell {
    @inline(__always) get {
      precondition(i >= 0 && i < count, "cell index out of range")
      return storage.unsafelyUnwrapped.cells[i]
    }
    @inline(__always) set {
      precondition(i >= 0 && i < count, "cell index out of range")
      makeUnique(room: 0)
      storage.unsafelyUnwrapped.cells[i] = newValue
    }
  }

  @inline(__always)
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Row.Cell>) throws -> R) rethrows -> R {
    // `self` holds the buffer for the call: no binding, no retain.
    guard storage != nil else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
    return try body(
      UnsafeBufferPointer(start: storage.unsafelyUnwrapped.cells, count: storage.unsafelyUnwrapped.head.pointee.count))
  }

  @inline(__always)
  mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Row.Cell>) throws -> R) rethrows -> R {
    guard count > 0 else { return try body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
    makeUnique(room: 0)
    return try body(
      UnsafeMutableBufferPointer(
        start: storage.unsafelyUnwrapped.cells, count: storage.unsafelyUnwrapped.head.pointee.count))
  }

  /// Iterates through a pointer, holding the buffer so that it stays alive:
  /// Collection's default iterator checks every index through the subscript.
  struct Iterator: IteratorProtocol {
    fileprivate let storage: Storage?
    fileprivate let base: UnsafeMutablePointer<Row.Cell>?
    fileprivate var i = 0
    fileprivate let n: Int

    @inline(__always)
    mutating func next() -> Row.Cell? {
      if i >= n { return nil }
      let cell = base.unsafelyUnwrapped[i]
      i &+= 1
      return cell
    }
  }

  @inline(__always)
  func makeIterator() -> Iterator {
    guard let storage else { return Iterator(storage: nil, base: nil, n: 0) }
    // The elements' address is fixed for the buffer's lifetime, which the
    // iterator extends by holding it.
    return Iterator(storage: storage, base: storage.cells, n: storage.head.pointee.count)
  }

  // MARK: - Changes

  /// The header and the cells of the buffer, which must exist, read
  /// without a strong copy of it (a retain and a release per call): for
  /// callers that hold `self` throughout.
  @inline(__always)
  private var pointers: (head: UnsafeMutablePointer<Header>, cells: UnsafeMutablePointer<Row.Cell>) {
    Unmanaged.passUnretained(storage.unsafelyUnwrapped)._withUnsafeGuaranteedRef { ($0.head, $0.cells) }
  }

  /// Makes the buffer this value's own, with room for `room` more cells.
  /// A new buffer is twice the size needed: rows fill in as pivots go on.
  @inline(__always)
  private mutating func makeUnique(room: Int) {
    // Not `if let storage`: the bound copy would make the buffer look shared.
    if isKnownUniquelyReferenced(&storage) {
      let header = storage.unsafelyUnwrapped.head.pointee
      if header.count &+ room <= header.capacity { return }
    }
    reallocate(toHold: count &+ room)
  }

  private mutating func reallocate(toHold needed: Int, exactly: Bool = false) {
    let count = self.count
    let grown = needed <= capacity ? capacity : exactly ? needed : Swift.max(needed &* 2, 8)
    let fresh = CellArray.allocate(grown)
    if let storage { fresh.cells.initialize(from: storage.cells, count: count) }
    fresh.head.pointee.count = count
    storage = fresh
  }

  /// Whether the buffer is this value's own with room for `room` more
  /// cells: a `rewrite(room:)` would then neither copy nor grow it.
  @inline(__always)
  mutating func hasRoom(_ room: Int) -> Bool {
    guard isKnownUniquelyReferenced(&storage) else { return false }
    let header = storage.unsafelyUnwrapped.head.pointee
    return header.count &+ room <= header.capacity
  }

  /// Rewrites the cells through a scratch buffer on the stack: `body`
  /// reads the cells and writes up to `bound` cells to the scratch,
  /// returning how many; they replace the cells as `replace` does. For a
  /// merge whose worst case does not fit the buffer but whose result
  /// usually does.
  @inline(__always)
  mutating func rebuild(
    bound: Int, room: Int, _ body: (UnsafeBufferPointer<Row.Cell>, UnsafeMutablePointer<Row.Cell>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: Row.Cell.self, capacity: bound) { scratch in
      let out = scratch.baseAddress.unsafelyUnwrapped
      // Read through the pointers, as `rewrite` does, without a strong
      // copy of the buffer's reference.
      let n: Int
      if storage == nil {
        n = body(UnsafeBufferPointer(start: nil, count: 0), out)
      } else {
        let (head, cells) = pointers
        n = body(UnsafeBufferPointer(start: cells, count: head.pointee.count), out)
      }
      precondition(n >= 0 && n <= bound)
      replace(with: UnsafeBufferPointer(start: out, count: n), room: room)
    }
  }

  /// Replaces the cells by `cells` (which must not overlap them): in the
  /// buffer when it is this value's own and holds them, else in a new one
  /// with room for `room` more.
  mutating func replace(with cells: UnsafeBufferPointer<Row.Cell>, room: Int) {
    let n = cells.count
    // No `if let storage`: the bound copy is a retain and a release.
    if !isKnownUniquelyReferenced(&storage) || n > storage.unsafelyUnwrapped.head.pointee.capacity {
      storage = CellArray.allocate(Swift.max(n &+ room, 1))
    }
    let (head, p) = pointers
    if let base = cells.baseAddress { p.update(from: base, count: n) }
    head.pointee.count = n
  }

  /// Room for `n` cells in all, exactly (a row made to its final size).
  mutating func reserveCapacity(_ n: Int) {
    if n > capacity || !isKnownUniquelyReferenced(&storage) { reallocate(toHold: Swift.max(n, count), exactly: true) }
  }

  mutating func append(_ cell: Row.Cell) {
    makeUnique(room: 1)
    let (head, p) = pointers
    let n = head.pointee.count
    (p + n).initialize(to: cell)
    head.pointee.count = n &+ 1
  }

  mutating func append(contentsOf cells: UnsafeBufferPointer<Row.Cell>) {
    guard let base = cells.baseAddress, cells.count > 0 else { return }
    makeUnique(room: cells.count)
    let (head, p) = pointers
    let n = head.pointee.count
    (p + n).initialize(from: base, count: cells.count)
    head.pointee.count = n &+ cells.count
  }

  /// `rewrite(room:)` after `hasRoom(room)` said yes: no second
  /// ownership check.
  @inline(__always)
  mutating func rewriteInRoom(_ body: (UnsafeMutablePointer<Row.Cell>, Int) -> Int) {
    let (head, cells) = pointers
    let n = body(cells, head.pointee.count)
    precondition(n >= 0 && n <= head.pointee.capacity)
    head.pointee.count = n
  }

  /// Lets `body` rewrite the cells in place with room for `room` more:
  /// it gets the cells' address and count, may write up to `count + room`
  /// cells, and returns the new count. One ownership check for the whole
  /// rewrite (a merge in place).
  @inline(__always)
  mutating func rewrite(room: Int, _ body: (UnsafeMutablePointer<Row.Cell>, Int) -> Int) {
    makeUnique(room: room)
    // The pointers are taken without a strong copy of the buffer: `self`
    // holds it throughout, and a copy kept alive across `body` cost a
    // retain and a release on every merge in place.
    let (head, cells) = pointers
    let n = body(cells, head.pointee.count)
    precondition(n >= 0 && n <= head.pointee.capacity)
    head.pointee.count = n
  }

  mutating func insert(_ cell: Row.Cell, at i: Int) {
    precondition(i >= 0 && i <= count, "cell index out of range")
    makeUnique(room: 1)
    let (head, p) = pointers
    let n = head.pointee.count
    if i < n { (p + (i &+ 1)).moveInitialize(from: p + i, count: n &- i) }
    (p + i).initialize(to: cell)
    head.pointee.count = n &+ 1
  }

  @discardableResult
  mutating func remove(at i: Int) -> Row.Cell {
    precondition(i >= 0 && i < count, "cell index out of range")
    makeUnique(room: 0)
    let (head, p) = pointers
    let n = head.pointee.count
    let cell = p[i]
    if i &+ 1 < n { (p + i).moveInitialize(from: p + (i &+ 1), count: n &- i &- 1) }
    head.pointee.count = n &- 1
    return cell
  }

  /// Drops the last `k` cells, keeping the capacity.
  mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= count, "removing more cells than there are")
    guard k > 0 else { return }
    makeUnique(room: 0)
    storage.unsafelyUnwrapped.head.pointee.count &-= k
  }
}
