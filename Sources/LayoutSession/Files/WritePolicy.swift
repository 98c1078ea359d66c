import Foundation

/// Where a session's `save`, `export FILE` and `draw --svg FILE` may write.
///
/// A person at the REPL writes where they say. A transcript from elsewhere
/// is another matter: `check` is what CI runs on a pull request, and a
/// transcript that saves to `~/.bashrc` would write a shell start-up file.
public enum WritePolicy: Sendable, Equatable {
  /// Wherever the command says: the REPL.
  case anywhere
  /// Only inside this folder (and its subfolders): `alrepl run`, unless
  /// `--allow-writes`.
  case insideFolder(URL)
  /// Nowhere real: every file goes to this scratch folder instead, and
  /// reads of a file the session wrote come back from it (`check`).
  case scratch(URL)
}

extension Session {
  /// The file a write to `path` goes to under the session's policy.
  func writableURL(_ path: String) throws(CommandError) -> URL {
    let wanted = url(path)
    switch writePolicy {
    case .anywhere:
      return wanted
    case .insideFolder(let folder):
      // Links resolved on both sides: a link inside the folder to a file
      // outside it is outside. The file written is the end of the link
      // chain even when that end does not exist yet: a dangling link inside
      // the folder pointing outside it wrote outside.
      let end = URL(fileURLWithPath: (try? FileWriter.finalTarget(of: wanted.path)) ?? wanted.path)
      let parent = end.deletingLastPathComponent().resolvingSymlinksInPath().path
      let root = folder.resolvingSymlinksInPath().path
      let target = (parent == "/" ? "" : parent) + "/" + end.lastPathComponent
      guard target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
        throw CommandError(
          "not writing \(path): it is outside \(root), and a script run from elsewhere writes only inside the current folder (alrepl run --allow-writes lifts this)")
      }
      return wanted
    case .scratch(let folder):
      let name = wanted.path.replacingOccurrences(of: "/", with: "_")
      let redirected = folder.appendingPathComponent(name)
      scratchFiles[path] = redirected
      return redirected
    }
  }
}
