import Foundation
@testable import LayoutModel
import Testing
@testable import LayoutSession

private func json(_ report: Report) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: Data(JSONRenderer.line(report).utf8)) as! [String: Any]
}

private func session(_ lines: [String]) -> Session {
  let s = Session()
  for line in lines { #expect(s.execute(line).ok, "\(line)") }
  return s
}

/// A report's work and its JSON follow what the command changed, not the
/// layout's size (issue 43, item 11).
@Suite struct IncrementalReportTests {
  /// A view added beside 40 others is probed alone: its four values, not
  /// the 164 of every view.
  @Test func aNewSiblingIsTheOnlyViewProbed() {
    let s = session((0..<40).map { "view v\($0)" })
    _ = s.execute("view w")
    #expect(s.layout.valuesProbedByLastMeasurement == 4)
    #expect(s.layout.viewsInTreeOrder.count == 42)
  }

  /// A constraint between two views probes the part it links and no other.
  @Test func aConstraintProbesOnlyThePartItTouches() throws {
    let s = session((0..<20).map { "view v\($0)" } + ["v0.width == 100", "v1.leading == v0.trailing + 8"])
    _ = s.execute("v1.width == v0.width")
    let probed = s.layout.valuesProbedByLastMeasurement
    // v0 and v1 are linked (and through v1.leading's compiled form, with
    // their common superview's values): far fewer than all 84.
    #expect(probed > 0 && probed <= 12, "probed \(probed)")
    // What the kept ranges say is what probing everything says.
    var copy = s.layout
    #expect(copy.measureAmbiguities() == copy.measureAllAmbiguities())
  }

  /// `why` reads a value's range from the last report's measurement while
  /// nothing changed since, and probes it once something did: the kept
  /// range must be what a probe finds, and a stale one must not be used.
  @Test func whyReadsTheReportsRangeUntilTheLayoutChanges() throws {
    let s = session(["view a", "a.leading == root.leading", "a.top == root.top", "w: a.width == 100"])
    var layout = s.layout
    let a = try #require(layout.view(named: "a"))
    let width = try #require(layout.keptRange(of: a, .width))
    #expect(width.lower == 100 && width.upper == 100)
    let height = try #require(layout.keptRange(of: a, .height))
    #expect(height.upper == nil)
    #expect(layout.derivation(of: a, .width) != nil)
    #expect(layout.derivation(of: a, .height) == nil)
    // Changed and not measured again: nothing kept, the probe answers.
    let w = try #require(layout.constraint(named: "w"))
    try layout.setConstant(120, of: w)
    #expect(layout.keptRange(of: a, .width) == nil)
    #expect(layout.derivation(of: a, .width) != nil)
    // Measured again by the next report: kept, with the new value.
    #expect(s.execute("set w.constant 120").ok)
    let kept = try #require(s.layout.keptRange(of: a, .width))
    #expect(kept.lower == 120 && kept.upper == 120)
  }

  /// A height constant touches the vertical part only: the views' x and
  /// width, in another part, keep their ranges (before, every value of a
  /// view with a value in a touched part was probed).
  @Test func aHeightConstantProbesOnlyVerticalValues() {
    var lines = (0..<10).map { "view v\($0)" }
    for i in 0..<10 {
      lines += ["v\(i).leading == root.leading + \(i)", "v\(i).top == root.top + \(10 * i)", "h\(i): v\(i).height == 20"]
    }
    let s = session(lines)
    _ = s.execute("set h3.constant 30")
    let probed = s.layout.valuesProbedByLastMeasurement
    // The root's and the ten views' y and height at most: 22 of 44.
    #expect(probed > 0 && probed <= 22, "probed \(probed)")
    var copy = s.layout
    #expect(copy.measureAmbiguities() == copy.measureAllAmbiguities())
    // The widths are open, and still listed.
    #expect(copy.measureAmbiguities().filter { $0.field == .width }.count == 10)
  }

  /// Removing the constraint that fixed a chain opens the whole chain, and
  /// the kept ranges of every other view still match a full measurement.
  @Test func removingALinkReopensItsWholePart() {
    var lines = ["view a", "view b", "view c", "view other", "other.width == 10"]
    lines += ["pin: a.leading == root.leading", "b.leading == a.trailing", "c.leading == b.trailing"]
    lines += ["a.width == 10", "b.width == 10", "c.width == 10"]
    let s = session(lines)
    let report = s.execute("remove pin")
    let reopened = report.after.ambiguities.filter { $0.field == .x }.map(\.view)
    #expect(reopened == ["a", "b", "c", "other"])
    var copy = s.layout
    #expect(copy.measureAmbiguities() == copy.measureAllAmbiguities())
  }

  /// JSON after a one-view change lists only that view, in `frames` and
  /// in `ambiguous`, however many views are open.
  @Test func jsonAfterAOneViewChangeListsOnlyThatView() throws {
    let s = session((0..<30).map { "view v\($0)" })
    let object = try json(s.execute("view w"))
    let frames = try #require(object["frames"] as? [String: Any])
    #expect(Array(frames.keys) == ["w"])
    let open = try #require(object["ambiguous"] as? [[String: Any]])
    #expect(open.count == 4)
    #expect(open.allSatisfy { $0["view"] as? String == "w" })
    #expect(object["noLongerAmbiguous"] as? [String] == [])
    let fixed = try json(s.execute("w.width == 40"))
    #expect((fixed["ambiguous"] as? [[String: Any]])?.isEmpty == true)
    #expect(fixed["noLongerAmbiguous"] as? [String] == ["w.width"])
  }

  /// `frames` (and a session's first report) give the whole state.
  @Test func framesGivesTheWholeState() throws {
    let s = session((0..<5).map { "view v\($0)" } + ["v0.width == 10", "v0.width == 20"])
    let object = try json(s.execute("frames"))
    #expect((object["frames"] as? [String: Any])?.count == 6)
    // 5 views × 4 values, less v0.width (its conflict fixes it).
    #expect((object["ambiguous"] as? [[String: Any]])?.count == 19)
    #expect((object["conflicts"] as? [[String: Any]])?.count == 1)
    let first = try json(Session().execute("view a"))
    #expect((first["ambiguous"] as? [[String: Any]])?.count == 4)
  }

  /// A conflict is listed by the command that starts it and named as
  /// resolved by the one that ends it; commands in between list neither.
  @Test func conflictsAreListedWhenTheyStartAndEnd() throws {
    let s = session(["view a", "a.width == 10"])
    let started = try json(s.execute("k: a.width == 20"))
    #expect((started["conflicts"] as? [[String: Any]])?.count == 1)
    let between = try json(s.execute("view b"))
    #expect((between["conflicts"] as? [[String: Any]])?.isEmpty == true)
    #expect(between["resolvedConflicts"] as? [String] == [])
    let resolved = try json(s.execute("remove k"))
    #expect((resolved["conflicts"] as? [[String: Any]])?.isEmpty == true)
    #expect((resolved["resolvedConflicts"] as? [String])?.count == 1)
  }

  /// An unmet wish is listed when it becomes unmet, then named when it is
  /// met again.
  @Test func unmetWishesAreListedWhenTheyChange() throws {
    let s = session(["view v", "v.width <= 100"])
    let unmet = try json(s.execute("wish: v.width == 150 @500"))
    #expect((unmet["unsatisfied"] as? [[String: Any]])?.first?["id"] as? String == "wish")
    let quiet = try json(s.execute("view other"))
    #expect((quiet["unsatisfied"] as? [[String: Any]])?.isEmpty == true)
    let met = try json(s.execute("set wish.constant 80"))
    #expect(met["noLongerUnsatisfied"] as? [String] == ["wish"])
  }
}
