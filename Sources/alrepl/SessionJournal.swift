import Foundation
import LayoutSession

/// Wires a session to its journal for the executable: `--resume`, warnings
/// on stderr, and marking the journal finished on a clean quit.
struct SessionJournal {
  let journal = Journal(directory: Journal.defaultDirectory())

  /// Attaches the journal, first replaying the last unfinished one if asked.
  func start(_ session: Session, resume: Bool) {
    if resume {
      do {
        if let resumed = try journal.resume(into: session) {
          let views = session.layout.viewsInTreeOrder.count - 1
          note("resumed \(resumed.commands) command\(resumed.commands == 1 ? "" : "s") (\(views) view\(views == 1 ? "" : "s")) from \(resumed.from.path); history, undo and redo work as before")
          for failure in resumed.failures { note("could not replay \(failure)") }
          if resumed.dropped > 0 {
            note("skipped \(resumed.dropped) unreadable line\(resumed.dropped == 1 ? "" : "s") of the journal (a record cut short when the session ended)")
          }
        } else {
          note("nothing to resume: no unfinished session in \(journal.directory.path); starting afresh")
        }
      } catch {
        note("cannot resume: \(error)")
      }
    }
    // Said once, at the start: otherwise crash recovery is off without a word.
    do {
      try JournalFile.makeFolder(journal.directory)
    } catch {
      note("warning: no crash recovery this session (--resume will have nothing): \(error)")
      return
    }
    journal.attach(to: session) { error in
      note("warning: the session journal cannot be written, so --resume may miss commands: \(error)")
    }
  }

  /// A clean end (quit or Ctrl-D): nothing left to resume.
  func finish() { journal.finish() }

  private func note(_ text: String) {
    FileHandle.standardError.write(Data("alrepl: \(text)\n".utf8))
  }
}
