import Foundation
import Testing
@testable import LayoutSession

/// `font FILE` on one label (UIFont(name:size:)): that label measured with
/// the file's own metrics while the rest keep root's font, through every
/// change of root's font, undo and replay.
@Suite struct LabelFontFileTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let bold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
  static var available: Bool {
    FileManager.default.fileExists(atPath: inter) && FileManager.default.fileExists(atPath: bold)
  }

  private func size(_ name: String, in session: Session) throws -> (width: Double?, height: Double?) {
    session.layout.intrinsicSize(of: try #require(session.layout.view(named: name)))
  }

  @Test(.enabled(if: available)) func aLabelsOwnFontMeasuresItAndOnlyIt() throws {
    let session = Session(text: .em)
    #expect(session.execute("label own \"AVATAR To\" font \"\(Self.inter)\"").ok)
    #expect(session.execute("label plain \"AVATAR To\"").ok)
    // The em model: 9 characters of 8.5 points, lines 20.4 tall.
    #expect(try size("plain", in: session).width == 76.5)
    let own = try size("own", in: session)
    #expect(own.width != 76.5)
    #expect(own.height != 20.4)
    // root's font set to the same file measures the other label alike.
    #expect(session.execute("set root.font inter").ok)
    let plainInInter = try size("plain", in: session)
    #expect(abs((plainInInter.width ?? 0) - (own.width ?? -1)) < 1e-9)
    #expect(abs((plainInInter.height ?? 0) - (own.height ?? -1)) < 1e-9)
    // Back to em: the label with its own font keeps it.
    #expect(session.execute("set root.font em").ok)
    #expect(try size("plain", in: session).width == 76.5)
    #expect(try size("own", in: session).width == own.width)
    // Its size changes with font N, and the file stays.
    #expect(session.execute("set own.font 34").ok)
    let doubled = try size("own", in: session)
    #expect(abs((doubled.width ?? 0) - 2 * (own.width ?? 0)) < 1e-9)
  }

  @Test(.enabled(if: available)) func twoLabelsInTwoFilesDiffer() throws {
    let session = Session(text: .em)
    #expect(session.execute("set root.font inter").ok)
    #expect(session.execute("label regular \"Settings\"").ok)
    #expect(session.execute("label heavy \"Settings\"").ok)
    #expect(session.execute("set heavy.font \"\(Self.bold)\"").ok)
    // Inter Bold's letters are wider than Regular's.
    #expect((try size("heavy", in: session).width ?? 0) > (try size("regular", in: session).width ?? 0) + 1)
    // The confirmation names the label's file.
    let report = session.execute("set heavy.text \"Settings!\"")
    #expect(report.confirmation.joined().contains("in Inter-Bold.otf"), "\(report.confirmation)")
  }

  @Test(.enabled(if: available)) func undoAndReplayGiveTheSameMeasure() throws {
    let session = Session(text: .em)
    for line in ["label t \"The quick brown fox\" lines 0", "vfl H:|-[t(<=100)]", "vfl V:|-[t]"] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let before = session.dump()
    #expect(session.execute("set t.font \"\(Self.bold)\"").ok)
    let after = session.dump()
    #expect(after != before)
    #expect(session.execute("undo").ok)
    #expect(session.dump() == before)
    #expect(session.execute("redo").ok)
    #expect(session.dump() == after)
    // A fresh session replaying the same commands measures the same.
    let replay = Session(text: .em)
    for line in session.transcript { #expect(replay.execute(line).ok, "\(line)") }
    #expect(replay.dump() == after)
  }

  @Test func aFileThatIsNotAFontChangesNothing() throws {
    let session = Session(text: .em)
    #expect(session.execute("label t \"Hello\"").ok)
    #expect(session.execute("view v").ok)
    let before = session.dump()
    let line = "set t.font \"/etc/hostname\""
    let report = session.execute(line)
    #expect(!report.ok)
    #expect(report.failure?.message.contains("not a TrueType or OpenType font") == true, "\(String(describing: report.failure))")
    // The error points at the property.
    #expect(report.failure?.column == line.distance(from: line.startIndex, to: line.range(of: "font")!.lowerBound) + 1)
    #expect(session.dump() == before)
    // In a declaration too: no label is added.
    #expect(!session.execute("label u \"Hi\" font \"/nonexistent/x.otf\"").ok)
    #expect(session.dump() == before)
    // A view that is not a label has no font.
    let notLabel = session.execute("set v.font em")
    #expect(notLabel.failure?.message.contains("v is not a label") == true, "\(String(describing: notLabel.failure))")
    #expect(session.dump() == before)
  }

  @Test(.enabled(if: available)) func swiftExportNamesTheFont() throws {
    let session = Session(text: .em)
    #expect(session.execute("label t \"Hi\" font \"\(Self.bold)\"").ok)
    let code = (session.execute("export swift").answer?.lines ?? []).joined(separator: "\n")
    #expect(code.contains("t.font = UIFont(name: \"Inter-Bold\", size: 17)"), "\(code)")
  }
}
