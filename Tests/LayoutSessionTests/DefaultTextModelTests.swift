import Foundation
import Testing
@testable import LayoutSession

/// A new session measures text as a device would, as far as a free font
/// allows: Inter at screen scale 3. Lessons name the em model instead, and
/// `reset` and `import` keep whichever model the person chose.
@Suite struct DefaultTextModelTests {
  static var available: Bool { FileManager.default.fileExists(atPath: FontChoice.interPath) }

  private func frame(_ name: String, in session: Session) throws -> (width: Double, height: Double) {
    let f = session.layout.frame(of: try #require(session.layout.view(named: name)))
    return (f.width, f.height)
  }

  @Test(.enabled(if: available)) func aNewSessionMeasuresInInterRoundedToThirds() throws {
    let session = Session()
    #expect(session.textModelNotice == nil)
    #expect(session.execute("label hello \"Hello world\"").ok)
    let size = try frame("hello", in: session)
    // Inter Regular at 17 points: 90.02 x 20.57 (hb-shape, hhea), rounded
    // up to the next third of a point as UIKit rounds at scale 3.
    #expect(abs(size.width - 271.0 / 3) < 1e-9)
    #expect(abs(size.height - 62.0 / 3) < 1e-9)
  }

  @Test(.enabled(if: available)) func resetKeepsTheModelThePersonChose() throws {
    let session = Session()
    for line in ["set root.font em", "set root.scale none", "view a", "reset", "label t \"Name\""] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let size = try frame("t", in: session)
    #expect(size.width == 34)  // 4 characters of 8.5
    #expect(abs(size.height - 20.4) < 1e-9)
    // Undo replays the history from a fresh layout: the same model again.
    #expect(session.execute("undo").ok)
    #expect(session.execute("redo").ok)
    #expect(try frame("t", in: session).width == 34)
  }

  @Test func aMissingDefaultFontFallsBackToTheEmModelAndSaysSo() throws {
    let session = Session(text: TextModel(fontFile: "/nonexistent/NoSuchFont.otf", screenScale: 3))
    let notice = try #require(session.textModelNotice)
    #expect(notice.contains("NoSuchFont.otf") && notice.contains("em model"))
    #expect(session.execute("label t \"Name\"").ok)
    let size = try frame("t", in: session)
    #expect(size.width == 34)
    #expect(abs(size.height - 62.0 / 3) < 1e-9)  // 20.4 rounded up at scale 3
  }

  @Test func theEmModelUnroundedIsWhatTestsAndLessonsCountIn() throws {
    let session = Session(text: .em)
    #expect(session.execute("label t \"abcdefghij klmnopqrst\" lines 0").ok)
    #expect(session.execute("t.width == 85").ok)
    // Word wrapping in the em model: two 10-letter words of 85 points each.
    #expect(abs(try frame("t", in: session).height - 40.8) < 1e-9)
  }
}
