import LayoutModel
@testable import LayoutSession

/// A session after `lines`, every one of which must be accepted: the
/// set-up of a test, which stops at the first line refused, with its message.
func acceptedSession(_ lines: [String]) -> Session {
  let session = Session(directory: "/tmp")
  for line in lines {
    let report = session.execute(line)
    precondition(report.ok, "\(line): \(report.failure?.message ?? "")")
  }
  return session
}

/// The frame of the view called `name` in `session`.
func viewFrame(_ session: Session, _ name: String) -> Frame {
  session.layout.frame(of: session.layout.view(named: name)!)
}
