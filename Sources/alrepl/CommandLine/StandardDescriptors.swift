import Foundation

/// Descriptors 0, 1 and 2 as alrepl needs them before it opens any file.
///
/// A process started with one of them closed (`alrepl >&-`) would hand that
/// number to the first file it opens: the session journal became stdout,
/// every report was written into it, and the next `--resume` replayed
/// reports as commands. Each closed one is opened on /dev/null first, so
/// files never get those numbers.
enum StandardDescriptors {
  /// Opens /dev/null on each closed standard descriptor; returns which
  /// were closed.
  static func secure() -> Set<Int32> {
    var closed: Set<Int32> = []
    for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      // open() returns the lowest free number: this one.
      let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
      if opened == fd { closed.insert(fd) } else if opened >= 0 { close(opened) }
    }
    return closed
  }
}
