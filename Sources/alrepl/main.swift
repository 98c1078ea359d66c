// alrepl — the Auto Layout REPL. This file only hands the arguments to the
// command line (CommandLine/), which picks a mode.
import Foundation

let closed = StandardDescriptors.secure()
if closed.contains(1) {
  // Reports are all alrepl makes; with nowhere to show them, saying so
  // (on stderr, if that is open) and failing beats succeeding silently.
  FileHandle.standardError.write(Data("alrepl: standard output is closed, so no report could be shown\n".utf8))
  exit(1)
}
AlreplCommand.runAsMain()
