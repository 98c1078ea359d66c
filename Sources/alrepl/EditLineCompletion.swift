import CEditLine
import Foundation
import LayoutSession

/// Tab completion through libedit's readline emulation.
///
/// libedit calls C function pointers that cannot capture anything, so the
/// session and the current matches live in statics; the REPL is one thread.
/// The choices themselves come from ``Completion`` in LayoutSession.
enum EditLineCompletion {
  nonisolated(unsafe) private static var session: Session?
  nonisolated(unsafe) private static var matches: [String] = []
  nonisolated(unsafe) private static var next = 0

  static func install(for session: Session) {
    self.session = session
    alrepl_set_completion_function { text, start, _ in
      EditLineCompletion.complete(text.map { String(cString: $0) } ?? "", start: Int(start))
    }
  }

  private static func complete(_ word: String, start: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let session, let buffer = alrepl_line_buffer() else { return nil }
    // rl_line_buffer is UTF-8 and start counts bytes.
    let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: strlen(buffer)))
    let before = String(decoding: bytes.prefix(start), as: UTF8.self)
    switch Completion.candidates(before: before, word: word, layout: session.layout) {
    case .files:
      // Returning nil with this unset lets libedit complete file names itself.
      alrepl_set_completion_over(0)
      return nil
    case .words(let words):
      alrepl_set_completion_over(1)
      matches = words
      next = 0
      // `card.` wants an attribute next, not a space.
      alrepl_set_append_character(words.count == 1 && words[0].hasSuffix(".") ? 0 : 32)
      return rl_completion_matches(word) { _, state in
        if state == 0 { EditLineCompletion.next = 0 }
        guard EditLineCompletion.next < EditLineCompletion.matches.count else { return nil }
        EditLineCompletion.next += 1
        return strdup(EditLineCompletion.matches[EditLineCompletion.next - 1])
      }
    }
  }
}
