import Dispatch
import LayoutModel

/// A layout's ambiguity refresh running on another thread while a report's
/// other parts are made: on a large layout the refresh's probes are a
/// quarter of a command's work, and the second core was idle through them.
///
/// ``start(_:shownIn:)`` hands the layout, solver and all, to a worker,
/// which refreshes it in place as the session's thread would have, and
/// leaves the caller a copy without the solver
/// (``Layout/withoutSolver()``) to read views, constraints and names from.
/// ``finish(into:)`` waits and gives the refreshed layout back.
final class BackgroundRefresh: @unchecked Sendable {
  /// The layout handed over, until the worker takes it; then the layout
  /// refreshed, until ``finish(into:)`` takes it back. Held here, not in
  /// the worker's closure, so that no reference to the layout outlives the
  /// hand-over: one would make the session's next change copy its tables.
  private var layout: Layout?
  private var remeasured: [Int]?
  private let done = DispatchSemaphore(value: 0)

  /// One serial queue for every session's refreshes: a queue of its own
  /// always gets a thread, where a job on the global concurrent queue
  /// could wait behind threads that are themselves waiting in `finish`
  /// (sessions run from a pool of as many threads as cores, as tests are).
  private static let queue = DispatchQueue(label: "alrepl.ambiguity-refresh", qos: .userInitiated)

  /// Layouts with fewer views refresh in place: their probes cost less
  /// than handing them to another thread. (Tests set it to compare.)
  nonisolated(unsafe) static var fewestViews = 200

  /// Hands `layout` to a worker that refreshes its ambiguity ranges, and
  /// leaves `layout` without its solver until ``finish(into:)``; nil, with
  /// `layout` as it was, when the layout is too small for that to pay.
  static func start(_ layout: inout Layout, shownIn shown: AmbiguityMeasurement?) -> BackgroundRefresh? {
    guard layout.viewsInTreeOrder.count >= fewestViews else { return nil }
    var whole = layout.withoutSolver()
    swap(&whole, &layout)
    return BackgroundRefresh(consume whole, shownIn: shown)
  }

  private init(_ whole: consuming Layout, shownIn shown: AmbiguityMeasurement?) {
    layout = consume whole
    Self.queue.async { [self] in
      var refreshing = layout.take()!
      remeasured = refreshing.refreshOpenValues(shownIn: shown)
      layout = consume refreshing
      done.signal()
    }
  }

  /// Waits for the refresh and puts the refreshed layout back in place of
  /// the copy without a solver; returns what
  /// ``Layout/refreshOpenValues(shownIn:)`` returned.
  func finish(into layout: inout Layout) -> [Int]? {
    done.wait()
    layout = self.layout.take()!
    return remeasured
  }
}
