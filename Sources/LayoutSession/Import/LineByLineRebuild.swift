import LayoutLanguage
import LayoutModel

/// A layout rebuilt from translated lines (an import), where each line is
/// kept whole or not at all.
///
/// A line can be several Layout calls (a label and its font, a stack and its
/// views). Run in place, a refused later call would leave the earlier ones
/// behind while the line is left out of `accepted`: the recorded script would
/// no longer rebuild the layout, and undo, redo and the rebuild after a failed
/// command would fail on it. Each line therefore runs on a copy.
struct LineByLineRebuild {
  private(set) var layout: Layout
  /// The script that rebuilds `layout`, starting with `reset`.
  private(set) var accepted = ["reset"]

  init(from layout: Layout) {
    self.layout = layout
  }

  /// Names the constraints, added later, that stand in for the system's
  /// (``Layout/systemStandInNames``).
  mutating func treatAsSystem(_ names: Set<String>) {
    layout.systemStandInNames = names
  }

  /// Runs one line: its confirmation when accepted, else why not.
  mutating func run(_ line: String) -> Result<[String], CommandError> {
    var trial = layout
    do {
      let confirmation = try Applier.apply(try Parser.parse(line), to: &trial)
      layout = trial
      accepted.append(line)
      return .success(confirmation)
    } catch let error as CommandError {
      return .failure(error)
    } catch let error as ParseError {
      return .failure(CommandError(error.message))
    } catch {
      return .failure(CommandError("\(error)"))
    }
  }
}
