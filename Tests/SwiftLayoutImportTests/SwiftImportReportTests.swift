import Foundation
import LayoutModel
import LayoutSession
import SwiftLayoutImport
import Testing

private func text(_ report: Report) -> String { TextRenderer.lines(report).joined(separator: "\n") }

private func frame(_ s: Session, _ name: String) throws -> [Double] {
  let f = s.layout.frame(of: try #require(s.layout.view(named: name), "no view \(name)"))
  return [f.x, f.y, f.width, f.height]
}

/// Issue 40, item 7: one report that says what matters: what was imported,
/// then what was lost that touches layout with its line and reason, then
/// one count of the statements skipped as irrelevant.
@Suite struct SwiftImportReportTests {
  @Test func lossesThatTouchLayoutAreListedAndTheRestIsOneCount() throws {
    let (_, report) = try imported("""
      class ListController: UIViewController {
        let table = UITableView()
        let header = UILabel()
        override func viewDidLoad() {
          for _ in [1, 2, 3] { table.accessibilityLabel = Strings.list }
          table.delegate = self
          table.register(Cell.self, forCellReuseIdentifier: "cell")
          header.textColor = Theme.current.ink
          header.text = model.title
          table.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(table)
          table.topAnchor.constraint(equalTo: view.topAnchor, constant: Metrics.top).isActive = true
          table.pinEdges(to: view)
        }
      }
      """)
    let t = text(report)
    #expect(report.ok)
    let lost = t.components(separatedBy: "\n").drop { !$0.hasPrefix("  lost, and it matters for layout:") }.dropFirst()
      .prefix { $0.hasPrefix("    ") }
    // The text of a label (its size), a constant, a helper given a view: each with its line.
    #expect(lost.map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) } == ["line 9", "line 12", "line 13"], "\(t)")
    #expect(t.contains("constant Metrics.top is not known here"))
    #expect(t.contains("'pinEdges' is not something alrepl knows, and it is given a view"))
    // The loop's statement counts once however often it ran: 4 statements in all.
    #expect(t.contains("  4 statements skipped as irrelevant to layout"), "\(t)")
    // Imported first, lost after, the count last.
    let order = ["imported Layout.swift", "lost, and it matters", "skipped as irrelevant"].map { t.range(of: $0)!.lowerBound }
    #expect(order == order.sorted())
  }

  /// A target (`self`), a request for a layout pass and a cast are not
  /// losses: the cast keeps its value, the pass changes no constraint.
  @Test func targetsLayoutPassesAndCastsAreNotLosses() throws {
    let (session, report) = try imported("""
      final class Toolbar: UIView {
        let done = UIButton(type: .system)
        override init(frame: CGRect) {
          super.init(frame: frame)
          done.addTarget(self, action: #selector(tap), for: .touchUpInside)
          done.translatesAutoresizingMaskIntoConstraints = false
          addSubview(done)
          let views: NSDictionary = ["done": done]
          addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[done]-|", options: [], metrics: nil, views: views as! [String: AnyObject]))
          setNeedsUpdateConstraints()
          layoutIfNeeded()
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func tap() {}
      }
      """)
    #expect(report.ok)
    #expect(!text(report).contains("lost"), "\(text(report))")
    #expect(session.script.contains("vfl H:|-[done]-|"))
  }

  /// Item 1: a constraint the run never reaches (an action) and one on a
  /// view never added are listed with their lines, not dropped in silence.
  @Test func constraintsTheRunNeverReachesOrCannotPlaceAreListed() {
    let t = SwiftLayoutImporter().translate("""
      class V: UIViewController {
        let badge = UIView()
        let ghost = UIView()
        override func viewDidLoad() {
          badge.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(badge)
          ghost.widthAnchor.constraint(equalTo: badge.widthAnchor).isActive = true
        }
        @objc func expand() {
          badge.heightAnchor.constraint(equalToConstant: 80).isActive = true
        }
      }
      """)
    let byLine = Dictionary(t.unsupported.map { ($0.sourceLine, $0.reason) }, uniquingKeysWith: { a, _ in a })
    #expect(byLine[7] == "ghost is never added to a view, so the constraint is left out", "\(t.unsupported)")
    #expect(byLine[10]?.hasPrefix("in expand(), which does not run when the layout is built") == true, "\(t.unsupported)")
  }

  /// Item 8: a recursion deeper than the call-depth budget is reported
  /// once, with the line of the call, and the rest is imported.
  @Test func theCallDepthBudgetIsReportedOnceWithItsLine() throws {
    let (session, report) = try imported("""
      func grow(_ v: UIView) { grow(v) }
      let a = UIView()
      a.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(a)
      grow(a)
      grow(a)
      a.widthAnchor.constraint(equalToConstant: 10).isActive = true
      """)
    let t = text(report)
    #expect(report.ok)
    #expect(t.components(separatedBy: "calls nested").count == 2, "\(t)")
    #expect(t.contains("line 1: grow(v)  (more than 40 calls nested (a recursion?)"), "\(t)")
    #expect(session.script == ["view a in root", "a.width == 10"])
  }

  /// The constraints the import adds itself (a cell's content view pinned
  /// to the cell) are not counted as imported.
  @Test func theCountIsOfTheCodesConstraints() throws {
    let (_, report) = try imported("""
      class Cell: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          title.translatesAutoresizingMaskIntoConstraints = false
          contentView.addSubview(title)
          title.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
        }
      }
      """)
    #expect(text(report).hasPrefix("imported Layout.swift: 2 views, 1 constraint\n"), "\(text(report))")
  }
}

/// Issue 40, item 5: more of UIKit, and Swift 2 and 3 spellings.
@Suite struct SwiftImportUIKitSpellingTests {
  @Test func setCustomSpacingReplacesTheStacksSpacingAfterOneView() throws {
    let (session, report) = try imported("""
      let stack = UIStackView()
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      let a = UIView()
      let b = UIView()
      let c = UIView()
      for v in [a, b, c] {
        stack.addArrangedSubview(v)
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
      }
      stack.setCustomSpacing(20, after: a)
      stack.setCustomSpacing(30, after: b)
      stack.setCustomSpacing(UIStackView.spacingUseDefault, after: b)
      stack.setCustomSpacing(gap, after: c)
      stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      """)
    #expect(report.ok, "\(text(report))")
    #expect(session.script.contains("set stack.customSpacing a 20"))
    #expect(try frame(session, "b")[1] == 30)
    // spacingUseDefault took b's back: 8.
    #expect(try frame(session, "c")[1] == 48)
    // An unknown gap is listed with its line, never taken as 0.
    #expect(text(report).contains("    line 16: "), "\(text(report))")
    #expect(!session.script.contains { $0.contains("customSpacing c") })
  }

  @Test func swiftTwoAndThreeItemFormsAndOptions() throws {
    let (session, report) = try imported("""
      let t = UILabel()
      let n = UILabel()
      t.setTranslatesAutoresizingMaskIntoConstraints(false)
      n.setTranslatesAutoresizingMaskIntoConstraints(false)
      view.addSubview(t)
      view.addSubview(n)
      view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-15-[t]-[n]", options: .allZeros, metrics: nil, views: ["t": t, "n": n]))
      view.addConstraint(NSLayoutConstraint(item: t, attribute: .Baseline, relatedBy: .Equal, toItem: n, attribute: .Baseline, multiplier: 1, constant: 0))
      view.addConstraint(NSLayoutConstraint(item: t, attribute: NSLayoutAttribute.top, relatedBy: NSLayoutRelation.equal, toItem: view, attribute: NSLayoutAttribute.topMargin, multiplier: 1, constant: 4))
      """)
    #expect(report.ok)
    #expect(!text(report).contains("lost"), "\(text(report))")
    #expect(session.script.contains("vfl H:|-15-[t]-[n]"))
    #expect(session.script.contains("t.lastBaseline == n.lastBaseline"))
    #expect(session.script.contains("t.top == root.topMargin + 4"))
    #expect(session.layout.view(session.layout.view(named: "t")!).autoresizing == nil)
  }

  /// Item 7: a constraint helper of another file (`.withPriority(…)`) is
  /// applied when its name says what it does; any other leaves the
  /// constraint out, listed once, never "never activated".
  @Test func constraintHelpersOfOtherFiles() throws {
    let (session, report) = try imported("""
      let a = UIView()
      a.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(a)
      NSLayoutConstraint.activate([
        a.widthAnchor.constraint(equalToConstant: 10).withPriority(.defaultHigh),
        a.heightAnchor.constraint(equalToConstant: 20).priority(999),
        a.topAnchor.constraint(equalTo: view.topAnchor).identifier("top"),
        a.leadingAnchor.constraint(equalTo: view.leadingAnchor).scaled(by: factor),
      ])
      """)
    #expect(session.script == ["view a in root", "a.width == 10 @750", "a.height == 20 @999", "top: a.top == root.top"])
    let t = text(report)
    #expect(t.contains("    line 8: a.leadingAnchor.constraint(equalTo: view.leadingAnchor).scaled(by: fa…  ('scaled' on a constraint is not known here, so the constraint is left out)"), "\(t)")
    #expect(!t.contains("never activated"))
  }

  /// Blocks UIKit runs on the main queue right after, and an animation's
  /// final state, are the screen's layout; a background block and a
  /// completion are not. A controller of another file stands for its view.
  @Test func mainQueueBlocksAnimationsAndControllersOfOtherFiles() throws {
    let (session, report) = try imported("""
      final class DetailController: UIViewController {
        private lazy var quantity = QuantityController()
        let badge = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          DispatchQueue.main.async {
            self.view.addSubview(self.quantity)
            self.quantity.translatesAutoresizingMaskIntoConstraints = false
            self.quantity.heightAnchor.constraint(equalToConstant: 50).isActive = true
          }
          DispatchQueue.global().async { self.badge.heightAnchor.constraint(equalToConstant: 1).isActive = true }
          badge.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(badge)
          let top = badge.topAnchor.constraint(equalTo: view.topAnchor)
          top.isActive = true
          UIView.animate(withDuration: 0.3, animations: { top.constant = 40 }, completion: { _ in top.constant = 99 })
        }
      }
      """)
    #expect(report.ok, "\(text(report))")
    #expect(session.script.contains("quantity.height == 50"), "\(session.script)")
    #expect(session.script.contains("top: badge.top == root.top + 40"), "\(session.script)")
    #expect(text(report).contains("note, line 6: ran the block given to DispatchQueue.main.async here"))
    #expect(!session.script.contains("badge.height == 1"))
  }

  /// `forEach(addSubview)`: a method named rather than a closure.
  @Test func forEachWithAMethodReference() {
    let lines = commands("""
      final class Row: UIView {
        let a = UILabel()
        let b = UILabel()
        let stack = UIStackView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          [a, stack].forEach(addSubview)
          [b].forEach(stack.addArrangedSubview(_:))
          [a, stack].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
          a.topAnchor.constraint(equalTo: topAnchor).isActive = true
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """)
    #expect(lines.contains { $0.hasPrefix("label a in row") })
    #expect(lines.contains("set stack.arranged [b]"))
    #expect(lines.contains("a.top == row.top"))
  }

  @Test func swiftTwoAnchorSpellings() {
    let lines = commands("""
      let a = UIView()
      a.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(a)
      a.topAnchor.constraintEqualToAnchor(view.topAnchor, constant: 8).active = true
      a.widthAnchor.constraintGreaterThanOrEqualToConstant(44).active = true
      a.heightAnchor.constraintEqualToAnchor(a.widthAnchor, multiplier: 0.5).active = true
      """)
    #expect(lines == ["view a in root", "a.top == root.top + 8", "a.width >= 44", "a.height == 0.5 * a.width"])
  }

  /// A view made in code runs init(frame:) and never awakeFromNib: both
  /// calling setUp() added each constraint twice.
  @Test func awakeFromNibRunsOnlyForAViewFromANib() throws {
    let source = """
      final class Meter: UIView {
        let bar = UIView()
        private func setUp() {
          bar.translatesAutoresizingMaskIntoConstraints = false
          addSubview(bar)
          bar.heightAnchor.constraint(equalToConstant: 4).isActive = true
        }
        override init(frame: CGRect) {
          super.init(frame: frame)
          setUp()
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func awakeFromNib() {
          super.awakeFromNib()
          setUp()
        }
      }
      """
    #expect(commands(source).filter { $0.hasPrefix("bar.height") }.count == 1)
    // With init(coder:) only, the view comes from a nib: awakeFromNib runs.
    let nib = source.replacingOccurrences(of: """
        override init(frame: CGRect) {
          super.init(frame: frame)
          setUp()
        }
      """, with: "")
    #expect(commands(nib).filter { $0.hasPrefix("bar.height") }.count == 1)
    // An init(frame:) that only calls super builds nothing: a nib makes this view.
    let codeInitEmpty = source.replacingOccurrences(of: """
          super.init(frame: frame)
          setUp()
      """, with: """
          super.init(frame: frame)
      """)
    #expect(commands(codeInitEmpty).filter { $0.hasPrefix("bar.height") }.count == 1)
  }

  @Test func selfStaticsChildControllersFontsAndHelperSpellings() throws {
    let (session, report) = try imported("""
      final class Chip: UICollectionViewCell {
        static let height: CGFloat = 40
        let label = UILabel()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        override init(frame: CGRect) {
          super.init(frame: frame)
          label.font = UIFont(name: "Avenir", size: 12)
          label.numberOfLines = .max
          contentView.add(subviews: [label])
          contentView.addSubview(pages.view)
          label.translatesAutoresizingMaskIntoConstraints = false
          pages.view.translatesAutoresizingMaskIntoConstraints = false
          contentView.heightAnchor.constraint(equalToConstant: Self.height).isActive = true
          pages.view.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """)
    #expect(report.ok)
    #expect(!text(report).contains("lost"), "\(text(report))")
    #expect(session.script.contains("contentView.height == 40"))
    #expect(session.script.contains("pages.top == label.bottom"), "\(session.script)")
    #expect(session.script.contains { $0.hasPrefix("label label in contentView") && $0.contains("font 12 lines 0") }, "\(session.script)")
  }
}
