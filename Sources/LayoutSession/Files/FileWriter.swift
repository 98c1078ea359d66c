import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the files alrepl makes (`save`, `export`, `draw --svg`,
/// `check --update`) without ever replacing something that is not a plain
/// file, and without ever claiming success for a write that failed.
///
/// - A plain file, or nothing yet: written to a temporary file beside it,
///   flushed to the disk, then renamed over it, so a crash leaves the old
///   file or the new one, never half of one. An existing file keeps its
///   permissions.
/// - A symbolic link: the file it points to is written, as above; the
///   link stays a link.
/// - A FIFO, a device or a socket: written through in place (renaming a
///   plain file over `/dev/null` as root would replace the system's
///   device). A FIFO nobody reads is refused rather than waited on.
/// - A folder: refused.
///
/// Every error of every step is reported: a full device, a read-only
/// folder, a short write.
public enum FileWriter {
  /// Writes `text` as UTF-8 to `path` by the rules above; throws, saying
  /// why in words, when any step fails.
  public static func write(_ text: String, toPath path: String) throws(FileWriteError) {
    let bytes = Array(text.utf8)
    // Write what a link points to, and keep the link (and every link of
    // a chain: renaming over the first link that dangles made it a file).
    let target = try finalTarget(of: path)
    var info = stat()
    guard stat(target, &info) == 0 else {
      guard errno == ENOENT else { throw FileWriteError(path, errno) }
      return try replace(target, with: bytes, mode: nil)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // Renaming over a read-only file would succeed (the folder is what
      // is written): it would replace a file its owner protected.
      guard access(target, W_OK) == 0 else { throw FileWriteError(path, "permission denied (the file is read-only)") }
      try replace(target, with: bytes, mode: info.st_mode & 0o7777)
    case S_IFDIR: throw FileWriteError(path, "it is a folder")
    default: try writeThrough(target, bytes, shownAs: path)
    }
  }

  /// A regular file (or a new one), replaced atomically.
  private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) throws(FileWriteError) {
    let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var template = Array("\(folder)/.\(name).alrepl-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw FileWriteError(path, errno) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do throws(FileWriteError) {
      if let mode { guard fchmod(fd, mode) == 0 else { throw FileWriteError(path, errno) } } else {
        // mkstemp makes the file 0600; a new file gets what the umask allows.
        let mask = umask(0)
        umask(mask)
        guard fchmod(fd, 0o666 & ~mask) == 0 else { throw FileWriteError(path, errno) }
      }
      try writeAll(fd, bytes, shownAs: path)
      guard fsync(fd) == 0 else { throw FileWriteError(path, errno) }
      guard close(fd) == 0 else {
        unlink(temporary)
        throw FileWriteError(path, errno)
      }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(path, code)
    }
  }

  /// A FIFO, device or socket: opened and written as it is.
  private static func writeThrough(_ path: String, _ bytes: [UInt8], shownAs shown: String) throws(FileWriteError) {
    // Non-blocking open: a FIFO with no reader fails at once (ENXIO)
    // instead of hanging the session; writes then block as usual.
    let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENXIO { throw FileWriteError(shown, "it is a FIFO that nothing is reading") }
      throw FileWriteError(shown, errno)
    }
    defer { close(fd) }
    let flags = fcntl(fd, F_GETFL)
    _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
    try writeAll(fd, bytes, shownAs: shown)
  }

  /// Writes every byte, going on after a short write or an interrupt;
  /// the journal appends through it too.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8], shownAs path: String) throws(FileWriteError) {
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + written, bytes.count - written) }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileWriteError(path, errno)
      }
      if n == 0 { throw FileWriteError(path, "the write stopped short") }
      written += n
    }
  }

  /// The path at the end of `path`'s chain of symbolic links: `path`
  /// itself when it is not a link, and a path that does not exist yet when
  /// the last link dangles. A loop is refused: following it, the old code
  /// renamed a file over one of the loop's links. `WritePolicy` asks it too:
  /// where the write really lands.
  static func finalTarget(of path: String) throws(FileWriteError) -> String {
    var current = path
    // The kernel's own bound on links followed in one path (MAXSYMLINKS).
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0 else {
        guard errno == ENOENT else { throw FileWriteError(path, errno) }
        return current
      }
      guard (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      current = try linkTarget(of: current, shownAs: path)
    }
    throw FileWriteError(path, "its symbolic links go round in a loop")
  }

  private static func linkTarget(of link: String, shownAs shown: String) throws(FileWriteError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(link, &buffer, buffer.count - 1)
    guard n > 0 else { throw FileWriteError(shown, errno) }
    let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if target.hasPrefix("/") { return target }
    return ((link as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
  }
}

/// Why a file could not be written, in words a person can act on.
public struct FileWriteError: Error, CustomStringConvertible {
  /// The path as the command gave it.
  public let path: String
  /// What went wrong, in words: "the device is full", "it is a folder".
  public let reason: String

  init(_ path: String, _ reason: String) {
    self.path = path
    self.reason = reason
  }

  init(_ path: String, _ code: Int32) {
    self.path = path
    switch code {
    case ENOSPC: reason = "the device is full"
    case EACCES, EPERM: reason = "permission denied"
    case ENOENT: reason = "its folder does not exist"
    case EROFS: reason = "the file system is read-only"
    case EISDIR: reason = "it is a folder"
    case ENOTDIR: reason = "a part of the path is not a folder"
    default: reason = String(cString: strerror(code))
    }
  }

  /// "cannot write PATH: REASON".
  public var description: String { "cannot write \(path): \(reason)" }
}
