import Foundation
import LayoutSession
import SwiftLayoutImport
import SwiftParser
import SwiftSyntax
import Testing

/// A session in a new folder holding `files` (name: source).
private func session(with files: [String: String]) throws -> Session {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-swift-project-\(UUID().uuidString)")
  for (name, source) in files {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try source.write(to: url, atomically: true, encoding: .utf8)
  }
  return Session(directory: directory.path, importers: .withSwift, text: .em)
}

private func text(_ report: Report) -> String { TextRenderer.lines(report).joined(separator: "\n") }

private func frame(_ s: Session, _ name: String) throws -> [Double] {
  let f = s.layout.frame(of: try #require(s.layout.view(named: name), "no view \(name)"))
  return [f.x, f.y, f.width, f.height]
}

private func userConstraints(_ s: Session) -> Int { s.layout.allConstraints.filter { $0.origin == .user }.count }

private let card = """
  import UIKit
  final class CardView: UIView {
    let title = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      title.text = "Hello"
      title.translatesAutoresizingMaskIntoConstraints = false
      addSubview(title)
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.inset),
        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metrics.inset),
        title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metrics.inset),
        title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Metrics.inset),
      ])
    }
    required init?(coder: NSCoder) { fatalError() }
  }
  """
private let metrics = "import UIKit\nenum Metrics { static let inset: CGFloat = 12 }\n"
private let controller = """
  import UIKit
  final class HomeViewController: UIViewController {
    let first = CardView()
    let second = CardView()
    override func viewDidLoad() {
      super.viewDidLoad()
      for card in [first, second] {
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.fill(width: view)
      }
      first.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8).isActive = true
    }
  }
  """
private let helpers = """
  import UIKit
  extension UIView {
    func fill(width other: UIView) {
      leadingAnchor.constraint(equalTo: other.leadingAnchor).isActive = true
      trailingAnchor.constraint(equalTo: other.trailingAnchor).isActive = true
    }
  }
  """

/// Issue 40, item 3: several files read as one project.
@Suite struct SwiftProjectImportTests {
  /// The controller makes two cards of another file: each card's own
  /// initializer builds its title inside it, with a constant of a third
  /// file and a helper of a fourth.
  @Test func aControllerBuildsTheCustomViewsOfOtherFiles() throws {
    let s = try session(with: ["Home.swift": controller, "Card.swift": card, "Metrics.swift": metrics, "Helpers.swift": helpers])
    let report = s.execute("import Home.swift Card.swift Metrics.swift Helpers.swift")
    #expect(report.ok, "\(text(report))")
    // 12 + a 17-point line (20.4) + 12.
    #expect(try frame(s, "first") == [0, 0, 375, 44.4])
    #expect(try frame(s, "second") == [0, 52.4, 375, 44.4])
    #expect(try frame(s, "title") == [12, 12, 351, 20.4])
    #expect(try frame(s, "title2") == [12, 12, 351, 20.4])
    #expect(s.layout.view(s.layout.view(named: "title2")!).parent == s.layout.view(named: "second"))
    // 4 per card, 2 + 2 from the helper, 2 tops.
    #expect(userConstraints(s) == 14)
    #expect(text(report).contains("Card.swift:10"))
    #expect(!text(report).contains("lost, and it matters"), "\(text(report))")
  }

  /// Read alone, the controller cannot know the cards' class or the
  /// helper: what depends on them is listed, never guessed.
  @Test func theSameControllerReadAloneListsWhatItCannotKnow() throws {
    let s = try session(with: ["Home.swift": controller])
    let report = s.execute("import Home.swift")
    #expect(report.ok)
    #expect(text(report).contains("'fill' is not something alrepl knows"))
    #expect(s.layout.view(named: "title") == nil)
  }

  @Test func aFolderIsReadAsAProjectAndReplaysFromWhatWasRead() throws {
    let s = try session(with: ["Feature/Home.swift": controller, "Feature/Card.swift": card, "Feature/Sub/Metrics.swift": metrics,
      "Feature/Sub/Helpers.swift": helpers])
    let report = s.execute("import Feature/")
    #expect(report.ok, "\(text(report))")
    #expect(userConstraints(s) == 14)
    #expect(text(report).contains("Home.swift:12"))
    // Undo and redo replay the recorded commands, not the folder.
    try FileManager.default.removeItem(atPath: s.directory + "/Feature")
    #expect(s.execute("undo").ok)
    #expect(userConstraints(s) == 0)
    #expect(s.execute("redo").ok)
    #expect(userConstraints(s) == 14)
  }

  @Test func anEmptyFolderIsAnError() throws {
    let s = try session(with: ["Empty/notes.txt": "nothing"])
    let report = s.execute("import Empty/")
    #expect(!report.ok)
    #expect(report.failure?.message.contains("holds no .swift file") == true)
  }

  /// A superclass of the project runs its initializer, which calls a
  /// method the subclass overrides; `super.` calls the superclass's.
  @Test func superclassLayoutCodeRunsAndOverridesWin() throws {
    let s = try session(with: [
      "Base.swift": """
        import UIKit
        class BaseView: UIView {
          override init(frame: CGRect) { super.init(frame: frame); setupViews() }
          required init?(coder: NSCoder) { fatalError() }
          func setupViews() { heightAnchor.constraint(equalToConstant: 80).isActive = true }
        }
        """,
      "Banner.swift": """
        import UIKit
        final class BannerView: BaseView {
          let icon = UIView()
          override func setupViews() {
            super.setupViews()
            icon.translatesAutoresizingMaskIntoConstraints = false
            addSubview(icon)
            icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
            icon.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5).isActive = true
          }
        }
        """,
    ])
    let report = s.execute("import Base.swift Banner.swift")
    #expect(report.ok, "\(text(report))")
    #expect(try frame(s, "bannerView")[3] == 80)
    #expect(try frame(s, "icon") == [0, 0, 30, 40])
    #expect(s.execute("fit bannerView width 200").ok)
  }
}

/// Issue 40, item 6: a UIView subclass is a view of its own.
@Suite struct SwiftStandaloneViewTests {
  @Test func aViewClassReadAloneIsAViewNamedAfterItSizedByItsOwnCode() throws {
    let s = try session(with: ["Card.swift": card, "Metrics.swift": metrics])
    let report = s.execute("import Card.swift Metrics.swift")
    #expect(report.ok, "\(text(report))")
    #expect(text(report).contains("CardView is a view of its own, cardView"))
    #expect(try frame(s, "cardView")[3] == 44.4)
    #expect(s.layout.view(s.layout.view(named: "title")!).parent == s.layout.view(named: "cardView"))
    // Not stretched to the window: nothing is unmet, and fit answers.
    #expect(!text(report).contains("unsatisfied"), "\(text(report))")
    let fit = s.execute("fit cardView width 343")
    #expect(fit.ok)
    #expect(text(fit).contains("343"), "\(text(fit))")
  }

  @Test func aControllersViewIsRoot() throws {
    let s = try session(with: ["Home.swift": controller, "Card.swift": card, "Metrics.swift": metrics, "Helpers.swift": helpers])
    _ = s.execute("import Home.swift Card.swift Metrics.swift Helpers.swift")
    #expect(s.layout.view(named: "homeViewController") == nil)
    #expect(s.layout.view(s.layout.view(named: "first")!).parent == .root)
  }
}

/// Issue 40, item 4: methods only called from elsewhere run with their
/// arguments unknown; what depends on them is listed.
@Suite struct SwiftCalledFromElsewhereTests {
  @Test func aConfigureMethodRunsWithUnknownArguments() throws {
    let s = try session(with: ["Cell.swift": """
      import UIKit
      final class BadgeViewController: UIViewController {
        let badge = UIView()
        func show(count: Int, width: CGFloat) {
          badge.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(badge)
          badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
          badge.widthAnchor.constraint(equalToConstant: width).isActive = true
        }
      }
      """])
    let report = s.execute("import Cell.swift")
    #expect(report.ok)
    #expect(text(report).contains("show(count:width:) is not called in the code read: ran once with its arguments unknown"))
    #expect(userConstraints(s) == 1)
    #expect(text(report).contains("line 8:"), "\(text(report))")
  }
}

/// Issue 40, items 1 and 7: every constraint-creating call of every fixture
/// in sessions/swift is imported or listed with its line, none dropped.
@Suite struct SwiftFixtureAccountingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("sessions/swift")

  /// The (file, line) of each constraint-creating call: anchor
  /// `constraint(…)`, `NSLayoutConstraint(item:…)` and visual formats.
  static func calls(in source: String, file: String) -> [(String, Int)] {
    final class Finder: SyntaxVisitor {
      var lines: [Int] = []
      let converter: SourceLocationConverter
      init(_ tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let first = node.arguments.first?.label?.text
        if (callee.hasSuffix(".constraint") && first != nil) || (callee == "NSLayoutConstraint" && first == "item")
          || callee.hasSuffix("constraints") && first == "withVisualFormat"
        {
          lines.append(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
        }
        return .visitChildren
      }
    }
    let tree = Parser.parse(source: source)
    let finder = Finder(tree)
    finder.walk(tree)
    return finder.lines.map { (file, $0) }
  }

  static var projects: [[String]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var result: [[String]] = names.filter { $0.hasSuffix(".swift") }.sorted().map { [$0] }
    for name in names.sorted() where !name.hasSuffix(".swift") {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
      result.append(files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(name)/\($0)" })
    }
    return result
  }

  @Test func thereAreFixtures() {
    #expect(Self.projects.count >= 4)
    #expect(Self.projects.contains { $0.count >= 4 })
  }

  @Test(arguments: SwiftFixtureAccountingTests.projects)
  func everyConstraintCallIsImportedOrListed(_ project: [String]) throws {
    let files = try project.map { (name: $0, source: try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
    let translation = project.count == 1 ? SwiftLayoutImporter().translate(files[0].source) : SwiftLayoutImporter().translate(files: files)
    var accounted: Set<String> = []
    func key(_ file: String?, _ line: Int) -> String { "\(file ?? project[0]):\(line)" }
    for l in translation.lines { accounted.insert(key(l.sourceFile, l.sourceLine)) }
    for n in translation.unsupported + translation.remarks { accounted.insert(key(n.sourceFile, n.sourceLine)) }
    let calls = files.flatMap { Self.calls(in: $0.source, file: $0.name) }
    #expect(!calls.isEmpty)
    for (file, line) in calls {
      #expect(accounted.contains(key(file, line)), "\(file):\(line) is neither imported nor listed")
    }
  }
}

/// Issue 40, item 2: what is knowable is evaluated, what is not is listed.
@Suite struct SwiftKnowableValueTests {
  @Test func conditionsKnownAtImportTakeTheirBranchAndUnknownOnesTheFirst() throws {
    let s = try session(with: ["V.swift": """
      import UIKit
      final class BadgeViewController: UIViewController {
        let compact = false
        let a = UIView()
        var model: Model?
        override func viewDidLoad() {
          a.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(a)
          if compact == true && 2 > 1 {
            a.heightAnchor.constraint(equalToConstant: 10).isActive = true
          } else if model != nil {
            a.heightAnchor.constraint(equalToConstant: 20).isActive = true
          } else {
            a.heightAnchor.constraint(equalToConstant: 30).isActive = true
          }
          guard let model = model else { return }
          a.widthAnchor.constraint(equalToConstant: compact ? 40 : 50).isActive = true
        }
      }
      """])
    let report = s.execute("import V.swift")
    #expect(report.ok)
    // compact is false: the else-if runs; model is not known there, so its first branch does.
    #expect(try frame(s, "a")[2...] == [50, 20])
    #expect(text(report).contains("this if's condition is not known here: ran its first branch"))
    #expect(text(report).contains("this guard's condition is not known here: went on past it"))
  }

  @Test func lazyViewsListingViewsDeclaredBelowThemAreMadeWhereRead() throws {
    let s = try session(with: ["V.swift": """
      import UIKit
      final class ListViewController: UIViewController {
        private lazy var stack = UIStackView(arrangedSubviews: [first, second])
        private lazy var first = UIView()
        private lazy var second = UIView()
        override func viewDidLoad() {
          stack.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(stack)
          stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
      }
      """])
    #expect(s.execute("import V.swift").ok)
    let stack = try #require(s.layout.view(named: "stack"))
    #expect(s.layout.view(stack).stack?.arranged.count == 2)
  }

  @Test func aVisualFormatWithInterpolationIsLeftOutWholeAndDivisionByZeroIsUnknown() throws {
    let s = try session(with: ["V.swift": """
      import UIKit
      final class V: UIViewController {
        let a = UIView()
        let margin: CGFloat = 8
        override func viewDidLoad() {
          a.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(a)
          view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(margin)-[a]", options: [], metrics: nil, views: ["a": a]))
          a.heightAnchor.constraint(equalToConstant: 10 / 0).isActive = true
          a.widthAnchor.constraint(equalToConstant: margin * 2).isActive = true
        }
      }
      """])
    let report = s.execute("import V.swift")
    #expect(report.ok)
    #expect(s.script.filter { $0.hasPrefix("vfl") || $0.contains("a.height") }.isEmpty, "\(s.script)")
    #expect(s.script.contains("a.width == 16"))
    #expect(text(report).contains("line 8:") && text(report).contains("line 9:"))
  }

  /// Insets with a side not known here are not insets of 0.
  @Test func insetsWithAnUnknownSideAreUnknownNotZero() throws {
    let s = try session(with: ["V.swift": """
      import UIKit
      final class V: UIViewController {
        let a = UIView()
        override func viewDidLoad() {
          let insets = UIEdgeInsets(top: Theme.padding, left: 8, bottom: 0, right: 0)
          a.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(a)
          a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left).isActive = true
        }
      }
      """])
    let report = s.execute("import V.swift")
    #expect(report.ok)
    #expect(!s.script.contains { $0.contains("a.leading") }, "\(s.script)")
    #expect(text(report).contains("line 8:"))
  }

  /// A storyboard's view the code constrains is a stand-in, not an unknown.
  @Test func anOutletIsAStandInAndInitCoderRunsWhenItIsTheOnlyInitializer() throws {
    let s = try session(with: ["V.swift": """
      import UIKit
      final class QuantityControl: UIView {
        @IBOutlet var content: UIView!
        required init?(coder aDecoder: NSCoder) {
          super.init(coder: aDecoder)
          addSubview(content)
          content.translatesAutoresizingMaskIntoConstraints = false
          addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[content]|", options: [], metrics: nil, views: ["content": content]))
          content.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
      }
      """])
    let report = s.execute("import V.swift")
    #expect(report.ok, "\(text(report))")
    #expect(text(report).contains("content is an @IBOutlet"))
    #expect(text(report).contains("ran init(coder:)"))
    #expect(try frame(s, "content")[3] == 30)
  }
}
