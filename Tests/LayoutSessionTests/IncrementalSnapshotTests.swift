@testable import LayoutModel
import Testing
@testable import LayoutSession

/// A snapshot made from the last one rebuilds only the entries of the
/// views a command changed, and says which (issue 43, item 11): its lists
/// are those a snapshot made whole gives, and a report's changes those a
/// full comparison finds.
@Suite struct IncrementalSnapshotTests {
  private func session(_ lines: [String]) -> Session {
    let s = Session()
    for line in lines { #expect(s.execute(line).ok, "\(line)") }
    return s
  }

  /// A view added beside 40 others: its frame and open values are the
  /// only entries made again, and the solver probes none of them (no
  /// constraint reads them but their own non-negativity).
  @Test func aNewSiblingIsTheOnlyEntryMade() throws {
    let s = session((0..<40).map { "view v\($0)" })
    let report = s.execute("view w")
    let delta = try #require(report.after.delta)
    #expect(delta.previousCount == 41)
    #expect(delta.framesChanged == [41])
    #expect(delta.openChanged == [41])
    #expect(report.frameChanges.map(\.name) == ["w"])
    #expect(report.openedValues.map(\.key) == ["w.x", "w.y", "w.width", "w.height"])
    #expect(s.layout.valuesProbedByLastMeasurement == 4)
    #expect(s.layout.valuesProbedInSolverByLastMeasurement == 0)
    // The same ranges a probe finds: x and y any value, sizes from 0.
    #expect(report.openedValues.map(\.min) == [nil, nil, 0, 0])
    #expect(report.openedValues.map(\.max) == [nil, nil, nil, nil])
  }

  /// A constraint on one sibling changes only that sibling's entries, and
  /// the solver probes its values (a constraint reads them).
  @Test func aConstraintChangesOnlyItsViewsEntries() throws {
    let s = session((0..<30).map { "view v\($0)" })
    let report = s.execute("v7.width == 40")
    let delta = try #require(report.after.delta)
    #expect(delta.framesChanged == [8])
    #expect(delta.openChanged == [8])
    #expect(report.closedValues.map(\.key) == ["v7.width"])
    #expect(s.layout.valuesProbedInSolverByLastMeasurement > 0)
  }

  /// A height constant in a column of views moves every view below it and
  /// probes every vertical value again (the column is one part), but
  /// their ranges list as before: against the measurement the last report
  /// listed, the refresh names only the views whose listed values
  /// changed (none here, then the one whose width opened); against any
  /// other, every view probed again, as without it.
  @Test func aRefreshNamesOnlyViewsThatListDifferently() throws {
    var lines = ["view v0", "v0.top == root.top", "v0.height == 20", "v0.leading >= root.leading"]
    for i in 1..<12 {
      lines += [
        "view v\(i)", "v\(i).top == v\(i - 1).bottom", "h\(i): v\(i).height == 20", "v\(i).leading >= root.leading",
        "w\(i): v\(i).width == 30",
      ]
    }
    let s = session(lines)
    var layout = s.layout
    let listed = try #require(layout.ambiguityMeasurement)
    let h5 = try #require(layout.constraint(named: "h5"))
    try layout.setConstant(35, of: h5)
    var unaware = layout
    let changedOrAll = layout.refreshOpenValues(shownIn: listed)
    let changed = try #require(changedOrAll)
    #expect(changed.isEmpty)
    #expect(layout.valuesProbedInSolverByLastMeasurement > 0)
    // Without the measurement listed, every view whose values were
    // probed again: v5 and every view below it at least.
    let probedAgainOrAll = unaware.refreshOpenValues()
    let probedAgain = try #require(probedAgainOrAll)
    #expect(probedAgain.count >= 7)
    // The same ranges either way.
    for id in layout.viewsInTreeOrder {
      var a: [Ambiguity] = []
      var b: [Ambiguity] = []
      layout.appendOpenValues(of: id, to: &a)
      unaware.appendOpenValues(of: id, to: &b)
      #expect(a == b)
    }
    // A width let go opens v3's width: v3 alone lists differently.
    let next = try #require(layout.ambiguityMeasurement)
    try layout.removeConstraint(try #require(layout.constraint(named: "w3")))
    let openedOrAll = layout.refreshOpenValues(shownIn: next)
    let opened = try #require(openedOrAll)
    #expect(opened.map { layout.name(of: layout.viewsInTreeOrder[$0]) } == ["v3"])
    // A measurement that is not the kept one (an older one) compares nothing.
    try layout.setConstant(20, of: h5)
    let staleOrAll = layout.refreshOpenValues(shownIn: listed)
    let stale = try #require(staleOrAll)
    #expect(stale.count >= 7)
  }

  /// Over a session of adds, constraints, labels, conflicts, subviews,
  /// removals, undo and redo, every snapshot's lists equal those of a
  /// snapshot made whole, and every report's changes equal a full
  /// comparison's, past the 400 views up to which debug builds check this
  /// after every command themselves.
  @Test func listsMadeFromTheLastSnapshotEqualListsMadeWhole() {
    let s = Session()
    var lines: [String] = []
    for i in 0..<420 {
      lines.append(i % 9 == 4 ? "label v\(i) \"a few words \(i)\" lines 0" : i % 13 == 6 ? "view v\(i) in v\(i - 1)" : "view v\(i)")
      if i % 5 == 0 { lines += ["v\(i).leading == root.leading + \(i % 7)", "v\(i).width == \(10 + i % 30)"] }
      if i % 17 == 3 { lines += ["v\(i).top == root.top + 700", "v\(i).height == 30"] }
      if i % 41 == 20 { lines += ["x\(i): v\(i).width == 50", "y\(i): v\(i).width == 60", "remove y\(i)"] }
      if i % 53 == 30 { lines += ["remove v\(i - 2)", "undo", "redo"] }
      if i % 61 == 10 { lines += ["v\(i).height == 20 @low", "v\(i).height >= 25 @high"] }
      if i % 97 == 50 { lines.append("size 320x568") }
    }
    var checked = 0
    for line in lines {
      let report = s.execute(line)
      guard report.ok, s.layout.viewsInTreeOrder.count > 380 else { continue }
      let whole = LayoutSnapshot(s.layout)
      #expect(report.after.frames == whole.frames, "\(line)")
      #expect(report.after.ambiguities == whole.ambiguities, "\(line)")
      #expect(report.after.lints == whole.lints, "\(line)")
      let full = Report(
        command: line, failure: nil, confirmation: [], before: report.before, after: whole, answer: nil, quits: false)
      #expect(report.frameChanges.map(\.name) == full.frameChanges.map(\.name), "\(line)")
      #expect(report.openedValues == full.openedValues && report.closedValues == full.closedValues, "\(line)")
      checked += 1
    }
    #expect(checked > 50)
  }
}
