import Foundation
import LayoutLanguage
import LayoutModel

/// A REPL session: a layout, the commands that built it, undo and redo.
///
/// Every command is atomic. Most changes run on the layout in place: a
/// single Layout call is atomic itself, and should a command of several
/// calls fail halfway, the accepted commands rebuild the layout as it was.
/// The rest (loads, imports, VFL, stack settings) run on a copy that
/// replaces the layout only when the whole command succeeded. Undo replays
/// the accepted commands from a fresh layout, which is deterministic, so the
/// state after `undo` is exactly the state before the undone command; redo
/// applies the undone group to that state again.
public final class Session {
  /// The layout as the accepted commands left it; change it only through
  /// ``execute(_:)``, so that undo and the journal see every change.
  public private(set) var layout = Layout() {
    didSet { snapshot = nil }
  }
  /// The snapshot of `layout` as it is now, when known.
  private var snapshot: LayoutSnapshot?
  /// Accepted changes, one group per command (a `load` is one group).
  public private(set) var entries: [[String]] = []
  /// Every accepted command in order, queries included, as lines that
  /// replay the session without any file: a `load` or an `import` stands
  /// for the commands it ran, an `undo` of such a group is repeated once per
  /// command in it, `draw --svg` is drawn in the terminal, and `save`,
  /// `export` and `quit` (which only write files or leave) are left out.
  /// `export markdown` replays it.
  public private(set) var transcript: [String] = []
  private var undone: [[String]] = []
  /// Lines in `entries`: what replaying the history costs, roughly.
  private var historyLines = 0
  /// What replaying the first `count` groups of `entries` gives, kept by an
  /// undo's replay so that the undos after it replay only the groups since:
  /// each replayed all of a 1,000-view session's history, 0.2 s. Dropped by
  /// the next accepted change, so that normal work holds one layout only.
  private var undoBase: (count: Int, layout: Layout)?
  /// Groups an undo's replay keeps behind it in `undoBase`.
  static let undoBaseDistance = 16
  /// What replaying the first `count` groups of `entries` (`lines` lines)
  /// gives, kept while the history is long for the layout's size: a
  /// refused in-place command goes back to it and replays only the groups
  /// since. Renewed once `refusalBaseDistance` lines came after it, so the
  /// copy-on-write copy that holding it costs the next command is paid
  /// once per that many lines. (Kept for each command alone, it was paid by
  /// every command: a third of the 10,000-command replay script's time.)
  private var refusalBase: (count: Int, lines: Int, layout: Layout)?
  /// History lines after which `refusalBase` is renewed, at least (and
  /// one per 32 constraint slots beyond 2,048): what a refusal replays at most.
  static let refusalBaseDistance = 64
  /// The file `save` without a name writes: the last saved or loaded.
  public private(set) var lastFile: String?
  /// Counts accepted changes, undos and redos: compared with
  /// `savedHistory` to tell whether anything is unsaved.
  private var historyMark = 0
  private var savedHistory = 0
  /// Asked between the steps of long commands (load, import, the replay of
  /// an undo); true cancels the command, atomically. The REPL answers
  /// whether Ctrl-C was pressed since the command began.
  public var isCancelled: (() -> Bool)?

  func checkCancelled() throws(CommandError) {
    if isCancelled?() == true { throw CommandError.cancelled }
  }

  /// Where `save`, `export FILE` and `draw --svg` may write.
  public var writePolicy = WritePolicy.anywhere
  /// Under `.scratch`, where each path written went.
  var scratchFiles: [String: URL] = [:]
  /// Where relative file names in `load` and `save` are resolved.
  public var directory: String
  /// Columns `draw` may use; the REPL sets the terminal's width. 80 keeps
  /// transcripts and piped output the same everywhere.
  public var drawingWidth = 80
  /// The terminal's width when reports go to one, for answers that choose
  /// a narrower shape (a table as records); nil when piped.
  public var displayWidth: Int?
  /// Rows `draw` may use; the REPL sets what its terminal has. Nil (piped
  /// output, transcripts) allows up to 100, the same everywhere.
  public var drawingHeight: Int?
  /// Views the last change moved, resized, added or removed: `draw` marks them.
  public var lastChanged: Set<String> { Set(lastChangedNames) }
  /// Their names as the report listed them; made a set only when `draw`
  /// asks: a rotation moves every view, and hashing every name after
  /// every change was for a drawing that is rarely asked for.
  private var lastChangedNames: [String] = []
  /// Called with every accepted command that changed the session, before
  /// `execute` returns, so a journal is on disk before the report is shown.
  public var onAccepted: ((JournalRecord) -> Void)?
  /// File contents that `load` uses instead of reading the file: replaying a
  /// journal loads what was loaded then, even if the file changed since.
  var recordedLoads: [String: String] = [:]

  /// What the layout refuses (`LayoutLimits`); every fresh layout the
  /// session makes (reset, undo, load) gets the same. Tests make them small.
  public var limits = LayoutLimits() {
    didSet {
      layout.limits = limits
      undoBase = nil  // it was built under the old limits
      refusalBase = nil
    }
  }

  /// What `import` reads, by file kind.
  public let importers: ImporterRegistry

  /// An empty session that resolves relative paths against `directory` and
  /// imports with `importers` (conflict logs; Swift only when a translator was
  /// added).
  /// New layouts measure text as `text` says (Inter at scale 3 unless
  /// told otherwise; tests that count in ems pass `.em`).
  public init(
    directory: String = FileManager.default.currentDirectoryPath, importers: ImporterRegistry = ImporterRegistry(),
    text: TextModel = .device
  ) {
    self.directory = directory
    self.importers = importers
    self.textModel = text
    let (measurer, notice) = text.opened()
    self.defaultMeasurer = measurer
    self.textModelNotice = notice
    layout = freshLayout()
  }

  /// How new layouts measure text.
  public let textModel: TextModel
  /// The default font, opened once: every fresh layout shares it, and with
  /// it the cache of measured text.
  private let defaultMeasurer: any TextMeasurer
  /// Set when the default font could not be opened: the REPL says it once.
  public let textModelNotice: String?

  /// An empty layout under this session's limits and text model.
  func freshLayout() -> Layout {
    // The em model is what an empty Layout already measures with.
    textModel == .em
      ? emptyLayout(measurer: nil, scale: nil, contentSize: nil)
      : emptyLayout(measurer: defaultMeasurer, scale: textModel.screenScale, contentSize: nil)
  }

  /// An empty layout that measures text as `current` does: an import
  /// replaces the views, not the font, scale and content size a person set.
  func freshLayout(measuringTextAs current: Layout) -> Layout {
    emptyLayout(measurer: current.measurer, scale: current.screenScale, contentSize: current.contentSizeCategory)
  }

  /// nil keeps what `Layout()` starts with.
  private func emptyLayout(measurer: (any TextMeasurer)?, scale: Double?, contentSize: ContentSizeCategory?) -> Layout {
    var fresh = Layout()
    fresh.limits = limits
    if let measurer { fresh.setMeasurer(measurer) }
    // Scales come from a TextModel or a Layout, which hold only 1, 2, 3
    // or none: none of them throws.
    try? fresh.setScreenScale(scale)
    if let contentSize { fresh.setContentSizeCategory(contentSize) }
    return fresh
  }

  /// Runs one line and reports what happened.
  public func execute(_ line: String) -> Report {
    // The layout only changes here, so the last report's snapshot still
    // describes it: each command measures the layout once, not twice.
    let before = snapshot ?? LayoutSnapshot(layout)
    let applied: Applied
    do {
      applied = try apply(line)
    } catch {
      snapshot = before
      return failure(line, before, error)
    }
    let command = applied.command
    let after = applied.changed ? LayoutSnapshot(measuring: &layout, previous: before, frames: applied.frames) : before
    snapshot = after
    var report = Report(
      command: line, failure: nil, confirmation: applied.outcome.confirmation, before: before, after: after,
      answer: applied.outcome.answer ?? command.answer(in: self, snapshot: after), quits: command.quits)
    if applied.changed {
      report.explanations = ReportArithmetic.news(report, &layout)
      // What news kept in the layout (its parts) is a cache: the snapshot
      // still describes it, though setting `layout` forgot it.
      snapshot = after
      lastChangedNames = report.changedViews
    }
    // Last, once the report is made: should making it fail, a resumed
    // session does not replay the command into the same failure.
    journal(applied, line)
    return report
  }

  /// Applies one line as `execute` does, journal and checks included, but
  /// measures nothing and makes no report: the cost of the layout's own
  /// work, which repl-bench's `--layout-only` sets against the whole
  /// report's. (`lastChanged` is left as it was.)
  @_spi(Benchmarks) public func applyWithoutReport(_ line: String) -> Bool {
    do {
      journal(try apply(line), line)
      return true
    } catch {
      return false
    }
  }

  /// Hands an accepted command that changed the session to `onAccepted`,
  /// before `execute` returns, so a journal is on disk before the report
  /// is shown.
  private func journal(_ applied: Applied, _ line: String) {
    let command = applied.command
    guard applied.outcome.entry != nil || command.movesHistory else { return }
    onAccepted?(JournalRecord(command: line, loaded: applied.outcome.recorded))
  }

  /// A command accepted, with what its report needs.
  private struct Applied {
    let command: any SessionCommand
    let outcome: Outcome
    /// The layout changed (or was rebuilt): the report measures it anew.
    let changed: Bool
    /// Every view's frame by id when it changed, read once for the checks and the report.
    let frames: [Frame]
  }

  /// Parses and runs one line, atomically: when it throws, the session is
  /// as it was.
  private func apply(_ line: String) throws(CommandError) -> Applied {
    let command: any SessionCommand
    do {
      command = try Parser.parse(line)
    } catch {
      throw CommandError(error.message, column: error.column, length: error.length)
    }
    // Most changes run on the layout in place (runsInPlace): a single
    // Layout call is atomic itself, and working on a copy would make
    // copy-on-write duplicate every array the command touches, O(size of
    // the layout) per command. If one fails after changing something, the
    // accepted commands rebuild the layout. Other commands work on a copy.
    let inPlace = command.runsInPlace
    var next = Session.vacant
    if inPlace { swap(&next, &layout) } else { next = layout }
    // What a refused in-place command goes back to: a layout of the
    // history's recent past (`refusalBase`), shared with `next` until a
    // command writes (copy-on-write then copies the tables it writes,
    // which costs about what the command does on a large layout), and the
    // groups since. Kept when the history is long for the layout's size (a
    // loaded file, many edits): replaying all of it on a refusal costs far
    // more than the copy (0.39 s against 0.02 s after loading a 10,000-view
    // chain). Renewed only every `refusalBaseDistance` lines, its copy
    // costs an accepted command little even in a layout built one line per
    // view, where a refusal would otherwise replay every view's command.
    // (Queries and commands that run on a copy leave it as it is.)
    if inPlace && checkpointsInPlaceCommands {
      // Renewed further apart as the tables grow: the copy costs their
      // size, so one per size/32 lines keeps an accepted command's share of
      // it constant however long the session (a refusal then replays at
      // most that many lines, cheap ones in such a session).
      let distance = max(Session.refusalBaseDistance, next.constraintSlotCount / 32)
      if refusalBase.map({ $0.count > entries.count || historyLines - $0.lines >= distance }) ?? true {
        refusalBase = (entries.count, historyLines, next)
        refusalBasesTaken += 1
      }
    }
    let base = inPlace ? refusalBase : nil
    let revision = next.revision
    // Undo and redo move a group between `entries` and `undone` before
    // replaying: should the replay be refused (a lowered limit), both go
    // back. (Kept for these two only: holding `entries` for every command
    // would make each accepted one copy the whole history to append.)
    let history = command.movesHistory ? (entries, undone) : nil
    do {
      // The command's own file says what it does (Commands/, CommandTable).
      let outcome = try command.run(in: self, on: &next, line: line)
      // Every frame of a changed layout, read once for the checks and the
      // report's snapshot. A query leaves the layout as the last change
      // left it, checked then.
      let changed = command.isChange || outcome.rebuilt
      var frames: [Frame] = []
      if changed {
        next.updateFrames()
        frames = next.framesByID()
        try Session.checkFinite(next, frames: frames)
        try Session.checkRequiredHold(&next, frames: frames)
      }
      layout = next
      next = Session.vacant  // `layout` is then the only reference: measuring it copies nothing
      #if DEBUG
        // Debug builds check the engine after every command (tests run them).
        let problems = layout.invariantViolations()
        assert(problems.isEmpty, "invariants broken after '\(line)': \(problems)")
      #endif
      if let entry = outcome.entry {
        historyLines += entry.count
        entries.append(entry)
        undone.removeAll()
        undoBase = nil
      }
      if outcome.entry != nil || command.movesHistory { historyMark += 1 }
      if let file = outcome.lastFile { lastFile = file }
      transcript += outcome.replay ?? outcome.entry ?? [line.trimmingSpaces]
      return Applied(command: command, outcome: outcome, changed: changed, frames: frames)
    } catch {
      if let history {
        (entries, undone) = history
        historyLines = entries.reduce(0) { $0 + $1.count }
      }
      guard inPlace else { throw error }
      // The Layout call refused without changing anything (its contract);
      // should anything have changed after all, the accepted commands
      // rebuild the layout as it was.
      guard next.revision != revision else {
        layout = next
        throw error
      }
      do {
        if let base, base.count <= entries.count {
          // Usually nothing or a few lines to replay; nothing when the base
          // was taken right before this command.
          var restored = base.layout
          try replay(entries[base.count...].joined(), onto: &restored)
          layout = restored
        } else {
          layout = try replay(entries)
        }
      } catch let broken {
        // Only a history that no longer replays gets here, which is a bug.
        // Keeping the layout as the command left it loses nothing the
        // person made; an empty layout (as before) silently lost it all.
        assertionFailure("history does not replay: \(broken.message)")
        layout = next
        throw CommandError(
          error.message + " (and the layout could not be rebuilt as it was: \(broken.message))",
          column: error.column, length: error.length)
      }
      throw error
    }
  }

  /// Whether in-place commands keep the layout before them to go back to
  /// on a refusal (else the history is replayed); long-session measures both.
  /// A property of each session, not a static, so that a benchmark or test
  /// turning it off touches no other session.
  @_spi(Benchmarks) public var checkpointsInPlaceCommands = true

  /// How many times a layout was kept for refused in-place commands to go
  /// back to (`refusalBase`): what accepted commands pay for refusals
  /// (a test counts them).
  @_spi(Benchmarks) public private(set) var refusalBasesTaken = 0

  /// What `layout` holds while a command changes it in place.
  private static let vacant = Layout()

  private func failure(_ line: String, _ before: LayoutSnapshot, _ error: CommandError) -> Report {
    Report(
      command: line, failure: .init(message: Session.readable(error.message), column: error.column, length: error.length),
      confirmation: [], before: before, after: before, answer: nil, quits: false)
  }

  struct Outcome {
    var confirmation: [String] = []
    var entry: [String]?
    var answer: Report.Answer?
    /// The layout was rebuilt (undo, redo, reset): report the difference.
    var rebuilt = false
    /// What stands for the command in `transcript`, when not the usual.
    var replay: [String]?
    /// What a journal keeps of the file a `load` or an `import` read (the
    /// commands loaded; the imported text), so that resuming never reads
    /// the file again: it may have changed, or the path may be relative.
    var recorded: [String]?
    /// The file `save` alone writes from now on (a `load`'s), once accepted.
    var lastFile: String?
  }

  /// `undo`: takes the last group out of the history and replays the rest.
  func undo(into next: inout Layout) throws(CommandError) -> Outcome {
    guard let last = entries.popLast() else { throw CommandError("nothing to undo") }
    // The base's groups are no longer all in the history: a group accepted
    // next would take the undone one's place after it.
    if let base = refusalBase, base.count > entries.count { refusalBase = nil }
    historyLines -= last.count
    undone.append(last)
    next = try replayForUndo(entries)
    // In the transcript a loaded file is one command per line, so its undo is one per line too.
    return Outcome(
      confirmation: ["undid: \(last.joined(separator: "; "))"], rebuilt: true,
      replay: Array(repeating: "undo", count: last.count))
  }

  /// `redo`: applies the last undone group again.
  func redo(into next: inout Layout) throws(CommandError) -> Outcome {
    guard let again = undone.popLast() else { throw CommandError("nothing to redo") }
    historyLines += again.count
    entries.append(again)
    // The layout is what replaying the history before `again` gives (each
    // change was applied in the order the history records, and undo
    // replays), so the group applies to it directly: replaying all of it
    // took half a second at 1,000 views.
    try replay(again, onto: &next)
    return Outcome(
      confirmation: ["redid: \(again.joined(separator: "; "))"], rebuilt: true,
      replay: Array(repeating: "redo", count: again.count))
  }

  /// How many times this session rebuilt its layout by replaying history
  /// from the start or from an undo's base: what a refused command must not
  /// cost (tests and long-session count them).
  @_spi(Benchmarks) public private(set) var historyReplays = 0

  /// A fresh layout with `entries` applied; they succeeded before, so they succeed again.
  private func replay(_ entries: [[String]]) throws(CommandError) -> Layout {
    historyReplays += 1
    var fresh = freshLayout()
    try replay(entries.joined(), onto: &fresh)
    return fresh
  }

  /// `replay(entries)` for an undo: from `undoBase` when it is a prefix of
  /// `entries`; otherwise from a fresh layout, keeping a new base
  /// `undoBaseDistance` groups behind the end for the undos that follow.
  private func replayForUndo(_ entries: [[String]]) throws(CommandError) -> Layout {
    historyReplays += 1
    if let base = undoBase, base.count <= entries.count {
      var next = base.layout
      try replay(entries[base.count...].joined(), onto: &next)
      return next
    }
    undoBase = nil
    let kept = max(0, entries.count - Session.undoBaseDistance)
    var fresh = freshLayout()
    for (i, group) in entries.enumerated() {
      if i == kept { undoBase = (kept, fresh) }
      try replay(group, onto: &fresh)
    }
    if kept == entries.count { undoBase = (kept, fresh) }
    return fresh
  }

  /// Applies accepted lines to `layout`, as the session first applied them.
  private func replay<Lines: Sequence<String>>(_ lines: Lines, onto layout: inout Layout) throws(CommandError) {
    for line in lines {
      try checkCancelled()
      if line == "reset" {
        layout = freshLayout(measuringTextAs: layout)
        continue
      }
      do {
        _ = try Applier.apply(try Parser.parse(line), to: &layout)
      } catch let error as CommandError {
        throw CommandError("replay failed at '\(line)': \(error.message)")
      } catch {
        throw CommandError("replay failed at '\(line)': \(error)")
      }
    }
  }

  /// The accepted changes since the last reset, as a replayable script.
  public var script: [String] {
    let all = Array(entries.joined())
    let start = (all.lastIndex(of: "reset").map { $0 + 1 }) ?? 0
    return Array(all[start...])
  }

  func url(_ path: String) -> URL {
    // A file this session wrote into its scratch folder is read from there.
    if let written = scratchFiles[path] { return written }
    let expanded = NSString(string: path).expandingTildeInPath
    return expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : URL(fileURLWithPath: directory).appendingPathComponent(expanded)
  }

  func save(to path: String) throws(CommandError) -> String {
    let text = "# alrepl session\n" + script.map { $0.controlCharactersEscaped + "\n" }.joined()
    let target = try writableURL(path)
    do {
      try FileWriter.write(text, toPath: target.path)
    } catch {
      throw CommandError("cannot write \(path): \(error.reason)")
    }
    lastFile = path
    savedHistory = historyMark
    return "saved \(script.count) commands to \(path)"
  }

  /// Whether the layout's history has changed since the last `save` (or
  /// since the session began, if it was never saved): what quitting would
  /// lose, unless the journal keeps it.
  public var hasUnsavedChanges: Bool { historyMark != savedHistory }

  func loadScript(_ path: String, into next: inout Layout) throws(CommandError) -> [String] {
    let text: String
    if let recorded = recordedLoads[path] { text = recorded } else { text = try Session.readScript(at: url(path), named: path) }
    var accepted: [String] = []
    for (number, raw) in ScriptLines.commands(in: text) {
      try checkCancelled()
      let command: any SessionCommand
      do {
        command = try Parser.parse(raw)
      } catch {
        throw CommandError("\(path):\(number):\(error.column): \(error.message)")
      }
      if command is ResetCommand {
        next = freshLayout(measuringTextAs: next)
      } else if command.isChange {
        do {
          _ = try Applier.apply(command, to: &next)
        } catch {
          throw CommandError("\(path):\(number):\(error.column ?? 1): \(error.message)")
        }
      } else if let export = command as? ExportCommand, export.path == nil {
        // Without a file an export only prints, like a query: the lessons
        // show their UIKit code this way, and loading a lesson must work.
        continue
      } else if !command.isQuery {
        throw CommandError("\(path):\(number): '\(raw)' cannot be used inside a loaded file")
      } else {
        continue
      }
      // A reset is recorded as itself, whatever comment followed it:
      // replay and `script` find resets by that exact line.
      accepted.append(command is ResetCommand ? "reset" : raw.trimmingSpaces)
    }
    return accepted
  }
}

/// The command lines of a script or a transcript, with their line numbers.
public enum ScriptLines {
  /// In a transcript (a file with `> ` lines) only `> ` lines are commands;
  /// in a plain script every line that is not blank or a comment is.
  public static func commands(in text: String) -> [(Int, String)] {
    let lines = text.textLines.map(String.init)
    let isTranscript = lines.contains { $0.hasPrefix("> ") || $0 == ">" }
    var result: [(Int, String)] = []
    for (i, line) in lines.enumerated() {
      if isTranscript {
        if line.hasPrefix("> ") { result.append((i + 1, String(line.dropFirst(2)))) }
      } else {
        let trimmed = line.trimmingSpaces
        if !trimmed.isEmpty && !trimmed.hasPrefix("#") { result.append((i + 1, line)) }
      }
    }
    return result
  }
}

extension Session {
  /// Everything that defines the session's state, as text: for tests that
  /// prove a failed command changed nothing, and for debugging.
  public func dump() -> String {
    var lines = ["entries:"] + entries.map { "  " + $0.joined(separator: " ; ") }
    lines.append("constraints:")
    for c in layout.allConstraints {
      lines.append("  \(c.name) \(ConstraintPrinter.text(c.spec, in: layout)) active=\(c.isActive) broken=\(c.isBroken)")
    }
    lines.append("state: " + JSONRenderer.line(Report(
      command: "", failure: nil, confirmation: [], before: .empty, after: LayoutSnapshot(layout),
      answer: nil, quits: false)))
    return lines.joined(separator: "\n")
  }
}
