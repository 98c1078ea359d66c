import ArgumentParser
import Foundation
import LayoutSession

/// `alrepl`: the REPL by default, and the subcommands that replay, check
/// and import files. Exit codes: 0 success, 1 a check failed or a script
/// hit an error, 2 usage.
struct AlreplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "alrepl",
    abstract: "Auto Layout, one constraint at a time: an interactive REPL with its own Cassowary solver.",
    discussion: """
      With no subcommand, alrepl is the REPL: it reads commands from the terminal (with line editing), \
      or line by line from stdin when that is not a terminal. Inside, type help.
      """,
    version: AlreplVersion.current,
    subcommands: [ReplCommand.self, RunCommand.self, CheckCommand.self, ImportCommand.self, LintCommand.self],
    defaultSubcommand: ReplCommand.self
  )

  /// Parses, runs, and exits with alrepl's codes: a usage error is 2 (the
  /// parser's own default is 64), with its message and the usage.
  static func runAsMain() -> Never {
    do {
      var command = try parseAsRoot()
      try command.run()
      terminate(0)
    } catch let code as ExitCode {
      terminate(code.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        terminate(0)
      }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      terminate(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}

/// `--json` and `--no-color`, shared by the subcommands that print reports.
struct OutputOptions: ParsableArguments {
  @Flag(help: "One JSON object per report, one per line (JSON Lines).")
  var json = false

  @Flag(name: [.customLong("no-color"), .customLong("no-colour")], help: "No colour (also NO_COLOR; colour is only ever on a terminal).")
  var noColor = false

  var terminal: Terminal { Terminal(noColourFlag: noColor) }
}

/// The process's end (`exit` inside a ParsableCommand means the parser's own).
/// Output that could not be written (stdout on a full device, or open
/// only for reading) is a failure too: such a run exited 0 having shown
/// nothing, as one with stdout closed did (issue 43, item 3).
private func terminate(_ code: Int32) -> Never {
  // C's `stdout` is a mutable global that Swift 6 refuses to read at all,
  // so the stream is looked up by its symbol; `fflush(nil)` alone would
  // miss a write that failed earlier in the run.
  var lost = fflush(nil) != 0 || Output.failedToWrite
  if let symbol = dlsym(dlopen(nil, RTLD_NOW), "stdout"),
    let stream = symbol.load(as: UnsafeMutablePointer<FILE>?.self)
  {
    lost = lost || ferror(stream) != 0
  }
  if lost {
    let reason = String(cString: strerror(errno))
    FileHandle.standardError.write(Data("alrepl: could not write the reports to standard output (\(reason))\n".utf8))
    fflush(nil)
    exit(code == 0 ? 1 : code)
  }
  fflush(nil)
  exit(code)
}
