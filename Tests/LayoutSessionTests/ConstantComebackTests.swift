@testable import LayoutModel
import Testing
@testable import LayoutSession

/// A constant changed and put back before the next ambiguity refresh
/// leaves the layout's equations as they were measured: the refresh probes
/// nothing of its part again, and keeps ranges equal to a full measurement.
/// The text settle does this to every label it restarts (the unwrapped
/// width, then the wrapped one), which made a height constant probe the
/// open widths of a whole list again.
@Suite struct ConstantComebackTests {
  /// Two columns of views side by side: x and width open (each view is
  /// only kept inside the root), heights fixed by named constraints.
  private func layout() throws -> Layout {
    let s = Session()
    var lines: [String] = []
    for i in 0..<6 {
      lines += [
        "view v\(i)", "v\(i).leading >= root.leading", "v\(i).trailing <= root.trailing",
        "h\(i): v\(i).height == 20", i == 0 ? "v0.top == root.top" : "v\(i).top == v\(i - 1).bottom",
      ]
    }
    for line in lines { #expect(s.execute(line).ok, "\(line)") }
    var layout = s.layout
    _ = layout.refreshOpenValues()
    return layout
  }

  /// At most the vertical values (two a view): the horizontal part is
  /// never touched here (it would add the six views' x and width).
  private func vertical(_ probed: Int, of layout: Layout) -> Bool {
    probed > 0 && probed <= 2 * layout.viewsInTreeOrder.count
  }

  private func keptEqualsFull(_ layout: inout Layout) -> Bool {
    var kept: [Ambiguity] = []
    for id in layout.viewsInTreeOrder { layout.appendOpenValues(of: id, to: &kept) }
    return kept == layout.measureAllAmbiguities()
  }

  @Test func aConstantPutBackProbesNothing() throws {
    var layout = try layout()
    let h2 = try #require(layout.constraint(named: "h2"))
    try layout.setConstant(35, of: h2)
    try layout.setConstant(20, of: h2)
    let changed = layout.refreshOpenValues()
    #expect(changed == [])
    #expect(layout.valuesProbedByLastMeasurement == 0)
    #expect(keptEqualsFull(&layout))
  }

  @Test func aConstantLeftChangedProbesItsPart() throws {
    var layout = try layout()
    let h2 = try #require(layout.constraint(named: "h2"))
    try layout.setConstant(35, of: h2)
    _ = layout.refreshOpenValues()
    // The vertical part, not the horizontal one.
    let probed = layout.valuesProbedByLastMeasurement
    #expect(vertical(probed, of: layout))
    #expect(keptEqualsFull(&layout))
    // Put back after a refresh measured it: a change against that one.
    try layout.setConstant(20, of: h2)
    _ = layout.refreshOpenValues()
    #expect(layout.valuesProbedByLastMeasurement == probed)
    #expect(keptEqualsFull(&layout))
  }

  /// Only the first note of a constraint holds the constant measured
  /// last: 20 -> 35 -> 50 -> 20 is no change, 20 -> 35 -> 20 -> 50 is.
  @Test func theFirstNoteHoldsTheMeasuredConstant() throws {
    var layout = try layout()
    let h2 = try #require(layout.constraint(named: "h2"))
    for c in [35.0, 50, 20] { try layout.setConstant(c, of: h2) }
    _ = layout.refreshOpenValues()
    #expect(layout.valuesProbedByLastMeasurement == 0)
    for c in [35.0, 20, 50] { try layout.setConstant(c, of: h2) }
    _ = layout.refreshOpenValues()
    #expect(vertical(layout.valuesProbedByLastMeasurement, of: layout))
    #expect(keptEqualsFull(&layout))
  }

  /// A kept range is not read while a constant change is pending: it is
  /// only known to hold once the refresh has sorted the notes out.
  @Test func noKeptRangeWhileANoteIsPending() throws {
    var layout = try layout()
    let v1 = try #require(layout.view(named: "v1"))
    #expect(layout.keptRange(of: v1, .x) != nil)
    try layout.setConstant(35, of: try #require(layout.constraint(named: "h2")))
    #expect(layout.keptRange(of: v1, .x) == nil)
    _ = layout.refreshOpenValues()
    #expect(layout.keptRange(of: v1, .x) != nil)
  }

  /// A removed constraint whose constant was changed and put back: the
  /// removal touched its part, whatever the note says.
  @Test func aRemovalStillCounts() throws {
    var layout = try layout()
    let h2 = try #require(layout.constraint(named: "h2"))
    try layout.setConstant(35, of: h2)
    try layout.setConstant(20, of: h2)
    try layout.removeConstraint(h2)
    _ = layout.refreshOpenValues()
    #expect(layout.valuesProbedByLastMeasurement > 0)
    #expect(keptEqualsFull(&layout))
  }
}
