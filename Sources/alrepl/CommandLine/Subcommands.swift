import ArgumentParser
import Foundation

/// `alrepl [repl]`: the interactive loop.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "The REPL (the default): libedit line editing, history, Tab completion; reads stdin when it is not a terminal.")

  @OptionGroup var output: OutputOptions

  @Flag(help: "Restore the last session that did not quit cleanly (a crash, kill -9, a closed terminal) from its journal.")
  var resume = false

  func run() throws {
    throw ExitCode(REPL(json: output.json, terminal: output.terminal, resume: resume).run())
  }
}

/// `alrepl run FILE...`: replays scripts and transcripts.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Replay session scripts or transcripts, printing each report.")

  @OptionGroup var output: OutputOptions

  @Flag(help: "A lesson: the comments as narration, one command per Enter, your own commands in between.")
  var step = false

  @Flag(help: "Let the scripts save, export and draw --svg outside the current folder (refused otherwise).")
  var allowWrites = false

  @Argument(help: "Scripts or transcripts (.alrepl).", completion: .file())
  var files: [String]

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("which files?") }
    if step && files.count != 1 { throw ValidationError("--step takes one lesson at a time") }
  }

  func run() throws {
    if step { throw ExitCode(LessonRunner(json: output.json, terminal: output.terminal).run(files[0])) }
    throw ExitCode(Runner(json: output.json, terminal: output.terminal, allowWrites: allowWrites).run(files))
  }
}

/// `alrepl check FILE-or-DIR...`: transcripts against their expected reports.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Replay transcripts and compare them with their expected reports; exit 1 on a mismatch.",
    discussion: "A transcript's save, export and draw --svg write into a scratch folder that is removed after, never where they say.")

  @Flag(help: "Rewrite each transcript's expected reports with what alrepl reports now.")
  var update = false

  @Argument(help: "Transcripts, or folders of them (*.alrepl).", completion: .file())
  var paths: [String]

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("which files or folders?") }
  }

  func run() throws {
    throw ExitCode(Checker(update: update).run(paths))
  }
}

/// `alrepl import FILE`: the report of `import FILE` in the REPL.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Rebuild and explain a file from elsewhere: an Apple conflict log, UIKit layout code (.swift), a storyboard or a xib.",
    discussion: "The older names import-log and import-swift are aliases of import; the file's kind decides how it is read.",
    aliases: ["import-log", "import-swift"])

  @OptionGroup var output: OutputOptions

  @Option(help: "A storyboard's or xib's scene: a view controller's or top-level view's IB id, storyboard identifier, class or label.")
  var scene: String?

  @Flag(help: "Storyboards and xibs: content views take the size stored in the file as their intrinsic size.")
  var ibSizes = false

  @Argument(
    help: "A conflict log (any name), a .swift file, a .storyboard or a .xib; or several .swift files or a folder of them, read as one project.",
    completion: .file())
  var files: [String]

  func validate() throws {
    guard let file = files.first else { throw ValidationError("which file?") }
    let lower = file.lowercased()
    if (scene != nil || ibSizes) && (files.count > 1 || !(lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib"))) {
      throw ValidationError("--scene and --ib-sizes are for one .storyboard or .xib file")
    }
    if files.count > 1, let odd = files.first(where: { $0.contains(" ") || !($0.lowercased().hasSuffix(".swift") || $0.hasSuffix("/")) }) {
      throw ValidationError("several files are read together only when each is a .swift file or a folder/ without spaces in its name: \(odd)")
    }
  }

  func run() throws {
    let runner = FileImporterRunner(json: output.json, terminal: output.terminal)
    throw ExitCode(runner.run(files.joined(separator: " "), scene: scene, storedSizes: ibSizes))
  }
}

/// `alrepl lint FILE...`: conflicts, ambiguity and misplaced views, one line each, for CI.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check storyboards, xibs and Swift files: one line per conflict, ambiguity or misplaced view; exit 1 on any.",
    discussion: "Every scene of a storyboard or xib is checked with the sizes stored in the file (as import --ib-sizes), so only its constraints are judged.")

  @Flag(help: "One JSON object per problem (file, line, kind, message), one per line.")
  var json = false

  @Argument(help: "Storyboards, xibs and .swift files.", completion: .file())
  var files: [String]

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("which files?") }
  }

  func run() throws {
    throw ExitCode(LintRunner(json: json).run(files))
  }
}
