import Dispatch
import LayoutModel

/// A layout's ambiguity refresh running on another thread while a report's
/// other parts are made from the layout (its frames, unmet wishes,
/// conflicts): on a large layout the refresh's probes are a quarter of a
/// command's work, and the second core was idle through them.
///
/// It refreshes a copy (``Layout/refreshedOpenValues(shownIn:)``), which
/// measures what refreshing in place would; ``finish(into:)`` waits and
/// takes the result back into the layout. The caller must not change the
/// layout in between (reading it is what the overlap is for).
final class BackgroundRefresh: @unchecked Sendable {
  /// The copy to refresh, until the worker takes it: held here and not in
  /// the closure, so that it is released on the worker before the result
  /// is handed over, and the layout's tables are again its own alone.
  private var copy: Layout?
  private var result: Layout.DetachedRefresh?
  private let done = DispatchSemaphore(value: 0)

  /// Layouts with fewer views refresh in place: their probes cost less
  /// than handing them to another thread. (Tests set it to 0 to compare.)
  nonisolated(unsafe) static var fewestViews = 200

  /// Starts refreshing a copy of `layout`, or returns nil when `layout` is
  /// too small for that to pay.
  static func start(_ layout: Layout, shownIn shown: AmbiguityMeasurement?) -> BackgroundRefresh? {
    guard layout.viewsInTreeOrder.count >= fewestViews else { return nil }
    return BackgroundRefresh(layout, shownIn: shown)
  }

  private init(_ layout: Layout, shownIn shown: AmbiguityMeasurement?) {
    copy = layout
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      // Consumed by the refresh, which ends the copy before the signal.
      result = copy.take()!.refreshedOpenValues(shownIn: shown)
      done.signal()
    }
  }

  /// Waits for the refresh, takes it into `layout` (the layout it was
  /// started from, unchanged since), and returns what
  /// ``Layout/refreshOpenValues(shownIn:)`` would have.
  func finish(into layout: inout Layout) -> [Int]? {
    done.wait()
    let refresh = result!
    result = nil
    layout.adopt(refresh)
    return refresh.remeasured
  }
}
