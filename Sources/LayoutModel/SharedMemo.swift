#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Values remembered by key, shared by every copy of a layout and across
/// threads: what the text caches (measured labels, shaped runs of a font)
/// have in common.
///
/// A value must depend on its key alone, so that a remembered one is what
/// computing it again would give. Past `capacity` entries the memo starts
/// again: entries of texts long edited away are never read again.
public final class SharedMemo<Key: Hashable, Value>: @unchecked Sendable {
  private var entries: [Key: Value] = [:]
  /// On the heap, not a stored property: a mutex must not move, and `&` on
  /// a stored property does not promise a fixed address.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let capacity: Int
  private var computedCount = 0

  /// An empty memo that holds at most `capacity` values.
  public init(capacity: Int) {
    self.capacity = capacity
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The value for `key`, from `compute` only the first time it is asked
  /// for (computed outside the lock: measuring text is slow).
  public func value(for key: Key, compute: () -> Value) -> Value {
    pthread_mutex_lock(mutex)
    if let known = entries[key] {
      pthread_mutex_unlock(mutex)
      return known
    }
    pthread_mutex_unlock(mutex)
    let computed = compute()
    pthread_mutex_lock(mutex)
    computedCount &+= 1
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = computed
    pthread_mutex_unlock(mutex)
    return computed
  }

  /// How many values it holds.
  public var count: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return entries.count
  }

  /// How many values were computed rather than found.
  public var computed: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return computedCount
  }
}
