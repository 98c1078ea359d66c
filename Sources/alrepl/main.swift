// alrepl — the Auto Layout REPL. This file only hands the arguments to the
// command line (CommandLine/), which picks a mode.
AlreplCommand.runAsMain()
