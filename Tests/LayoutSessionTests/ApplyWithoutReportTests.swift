import Testing

@_spi(Benchmarks) @testable import LayoutSession

/// `applyWithoutReport` is what repl-bench's `--layout-only` times against
/// `execute`: it must do all of a command's work but the report, or the
/// figure it gives would flatter the layout.
@Suite struct ApplyWithoutReportTests {
  /// Good lines, bad lines, a label that wraps, a rotation, undo and redo.
  static let lines = [
    "view card", "label title in card \"A line of text that wraps on a phone screen\" lines 0",
    "card.leading == root.leading + 16", "card.trailing == root.trailing - 16", "card.top == root.top + 20",
    "title.leading == card.leading + 8", "title.trailing == card.trailing - 8", "title.top == card.top + 8",
    "card.bottom == title.bottom + 8", "h: card.height == 44 @250",
    "card.top == root.", "set h.constant 50", "size 320x568", "set title.text \"Short\"", "view card",
    "undo", "redo", "frames", "why card.height", "title.height == 5",
  ]

  @Test func leavesTheSessionAsExecuteDoes() {
    let reported = Session(directory: "/tmp")
    let applied = Session(directory: "/tmp")
    for line in Self.lines {
      let report = reported.execute(line)
      #expect(applied.applyWithoutReport(line) == report.ok, "\(line)")
      #expect(applied.dump() == reported.dump(), "after \(line)")
    }
    #expect(applied.transcript == reported.transcript)
    #expect(applied.entries == reported.entries)
  }

  @Test func refusedLineChangesNothing() {
    let session = Session(directory: "/tmp")
    for line in Self.lines.prefix(10) { #expect(session.applyWithoutReport(line)) }
    let before = session.dump()
    for bad in ["card.top == root.", "view card", "title.height == root.width * 1e400", "remove ghost"] {
      #expect(!session.applyWithoutReport(bad), "\(bad)")
      #expect(session.dump() == before, "changed by \(bad)")
    }
  }

  /// A report after unreported changes compares against the layout as they
  /// left it, not against the last layout a report described.
  @Test func nextReportStartsFromTheAppliedLayout() {
    let session = Session(directory: "/tmp")
    #expect(session.execute("view a").ok)
    #expect(session.applyWithoutReport("a.width == 100"))
    #expect(session.applyWithoutReport("a.height == 10"))
    let report = session.execute("set c2.constant 20")
    #expect(report.ok)
    #expect(report.frameChanges.map(\.name) == ["a"])
    #expect(report.frameChanges.first?.before?.height == 10)
    #expect(report.frameChanges.first?.after?.height == 20)
    #expect(report.frameChanges.first?.before?.width == 100)
  }
}
