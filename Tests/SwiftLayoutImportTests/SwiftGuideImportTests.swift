import Foundation
import LayoutModel
import LayoutSession
import SwiftLayoutImport
import Testing

/// UIKit's layout guides and scroll views, read from Swift onto the model's
/// (help scroll, help safearea): `imported`, `commands` and `roundTrip`
/// are SwiftImportTests.swift's.
@Suite struct SwiftGuideImportTests {
  static let scrollScreen = """
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ])
    """

  /// UIScrollView() is a scroll view, its content and frame guides
  /// alrepl's: the content is as wide as the frame and 1,200 points tall,
  /// and both sizes are determined. Before, both guides were listed as
  /// not understood and the content came in unconstrained.
  @Test func aScrollViewAndItsContentAndFrameGuides() throws {
    let lines = commands(Self.scrollScreen)
    #expect(lines == [
      "scroll scrollView in root", "view content in scrollView",
      "scrollView.top == root.top", "scrollView.bottom == root.bottom",
      "scrollView.leading == root.leading", "scrollView.trailing == root.trailing",
      "content.top == scrollView.content.top", "content.bottom == scrollView.content.bottom",
      "content.leading == scrollView.content.leading", "content.trailing == scrollView.content.trailing",
      "content.width == scrollView.frame.width", "content.height == 1200",
    ])
    let (session, report) = try imported(Self.scrollScreen)
    #expect(report.ok)
    var layout = session.layout
    let sv = try #require(layout.view(named: "scrollView"))
    let measured = layout.scrollContentSize(of: sv)
    let size = try #require(measured)
    #expect(size.width == layout.rootSize.width && size.height == 1200)
    #expect(size.widthDetermined && size.heightDetermined)
  }

  /// A table or collection view stays a plain view: a constraint to its
  /// content guide is listed with its line and reason, never made to
  /// something else.
  @Test func aTableViewsContentGuideIsListedNotGuessed() {
    let translation = SwiftLayoutImporter().translate("""
      let table = UITableView()
      table.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(table)
      let header = UIView()
      header.translatesAutoresizingMaskIntoConstraints = false
      table.addSubview(header)
      header.topAnchor.constraint(equalTo: table.contentLayoutGuide.topAnchor).isActive = true
      """)
    #expect(translation.lines.map(\.command) == ["view table in root", "view header in table"])
    #expect(translation.unsupported.map(\.sourceLine) == [7])
    #expect(translation.unsupported.first?.reason.contains("plain view") == true)
  }

  /// The project's own subclass of UIScrollView is a scroll view too,
  /// whether a controller makes it or it is imported on its own.
  @Test func aSubclassOfUIScrollViewIsAScrollView() {
    let lines = commands("""
      final class PagingScrollView: UIScrollView {}
      final class GalleryViewController: UIViewController {
        let pager = PagingScrollView()
        override func viewDidLoad() {
          super.viewDidLoad()
          pager.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(pager)
          pager.frameLayoutGuide.heightAnchor.constraint(equalToConstant: 200).isActive = true
        }
      }
      """)
    #expect(lines == ["scroll pager in root", "pager.frame.height == 200"])
  }

  /// Any view's safe area, margins and readable guides, the keyboard guide,
  /// insetsLayoutMarginsFromSafeArea and preservesSuperviewLayoutMargins
  /// become alrepl's, and the layout accepts every one of them.
  @Test func guidesAndSafeAreaSettingsOfAnyView() throws {
    let source = """
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
      card.insetsLayoutMarginsFromSafeArea = false
      label.preservesSuperviewLayoutMargins = true
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        card.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        label.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: card.readableContentGuide.trailingAnchor),
      ])
      """
    #expect(commands(source) == [
      "view card in root", "set card.insetsMarginsFromSafeArea false",
      "label label in card \"\"", "set label.preservesSuperviewMargins true",
      "card.leading == root.readable.leading", "card.bottom == root.keyboard.top",
      "label.top == card.safeArea.top", "label.leading == card.margins.leading",
      "label.trailing == card.readable.trailing",
    ])
    let (session, report) = try imported(source)
    #expect(report.ok)
    let text = try #require(report.answer).lines.joined(separator: "\n")
    #expect(!text.contains("not rebuilt") && !text.contains("lost, and it matters"), "\(text)")
    #expect(session.layout.allConstraints.filter { $0.origin == .user }.count == 5)
  }

  /// A subview's keyboardLayoutGuide is root's in alrepl: read so, with a
  /// note that says it, not silently.
  @Test func aSubviewsKeyboardGuideIsRootsWithANote() {
    let translation = SwiftLayoutImporter().translate("""
      let panel = UIView()
      panel.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(panel)
      panel.bottomAnchor.constraint(equalTo: panel.keyboardLayoutGuide.topAnchor).isActive = true
      """)
    #expect(translation.lines.map(\.command).last == "panel.bottom == root.keyboard.top")
    #expect(translation.remarks.contains { $0.sourceLine == 4 && $0.reason.contains("root.keyboard") })
  }

  /// A controller's additionalSafeAreaInsets, its view's settings with or
  /// without `view.`, directionalLayoutMargins, and the topLayoutGuide and
  /// bottomLayoutGuide of iOS 7-10 in anchor and item form. The guides'
  /// height has no term in alrepl: listed, not imported as something else.
  @Test func controllerSafeAreaSettingsAndTheOldLayoutGuides() throws {
    let source = """
      final class ChatViewController: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
          view.insetsLayoutMarginsFromSafeArea = false
          view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
          bar.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(bar)
          bar.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
          bar.bottomAnchor.constraint(equalTo: self.bottomLayoutGuide.topAnchor).isActive = true
          view.addConstraint(NSLayoutConstraint(item: bar, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0))
          view.addConstraint(NSLayoutConstraint(item: bar, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: topLayoutGuide, attribute: .bottom, multiplier: 1, constant: 8))
          bar.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor).isActive = true
        }
      }
      """
    let translation = SwiftLayoutImporter().translate(source)
    #expect(translation.lines.map(\.command) == [
      "set root.directionalMargins 8 20 8 20", "set root.insetsMarginsFromSafeArea false", "set root.additionalSafeArea 0 0 44 0",
      "view bar in root", "bar.top == root.safeArea.top", "bar.bottom == root.safeArea.bottom",
      "bar.leading == root.leading", "bar.top >= root.safeArea.top + 8",
    ])
    #expect(translation.unsupported.map(\.sourceLine) == [14])
    // Directional margins stay directional: leading and trailing swap right to left.
    let lopsided = SwiftLayoutImporter().translate("view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 8)")
    #expect(lopsided.lines.map(\.command) == ["set root.directionalMargins 0 24 0 8"])
    // The root settings carry the line that set them.
    #expect(translation.lines.first { $0.command.hasPrefix("set root.additionalSafeArea") }?.sourceLine == 5)
    let (session, report) = try imported(source)
    #expect(report.ok)
    #expect(session.layout.safeAreaInsets(of: .root).bottom == 44)
  }

  /// A scroll view and its stack made by a static function of an enum of
  /// helpers and returned as a tuple (`pair.0`, `pair.1`), as sample apps
  /// write it: both were "not known" and nothing came in. The scroll view's
  /// bounce and inset-adjustment settings move nothing and are skipped.
  @Test func aScrollStackMadeByAStaticHelperOfAnEnum() {
    let translation = SwiftLayoutImporter().translate("""
      enum Support {
        static func makeScrollStack() -> (UIScrollView, UIStackView) {
          let scroll = UIScrollView()
          scroll.translatesAutoresizingMaskIntoConstraints = false
          scroll.alwaysBounceVertical = true
          scroll.contentInsetAdjustmentBehavior = .always
          let stack = UIStackView()
          stack.translatesAutoresizingMaskIntoConstraints = false
          scroll.addSubview(stack)
          stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
          return (scroll, stack)
        }
      }
      final class ListViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let pair = Support.makeScrollStack()
          view.addSubview(pair.0)
          pair.1.widthAnchor.constraint(equalTo: pair.0.frameLayoutGuide.widthAnchor).isActive = true
        }
      }
      """)
    #expect(translation.lines.map(\.command) == [
      "scroll scroll in root", "stack stack in scroll horizontal", "stack.top == scroll.content.top", "stack.width == scroll.frame.width",
    ])
    #expect(translation.unsupported.isEmpty, "\(translation.unsupported)")
  }

  /// A helper that nothing in the file calls runs with a stand-in for
  /// each view parameter: one typed UIScrollView stands in as a scroll
  /// view, so its content guide is read.
  @Test func anUncalledHelpersScrollViewParameterIsAScrollView() {
    let lines = commands("""
      extension UIViewController {
        func embed(_ content: UIView, in scrollView: UIScrollView) {
          scrollView.addSubview(content)
          content.translatesAutoresizingMaskIntoConstraints = false
          content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor).isActive = true
        }
      }
      """)
    #expect(lines.contains("scroll scrollView in root"), "\(lines)")
    #expect(lines.contains("content.top == scrollView.content.top"), "\(lines)")
  }

  /// export swift, then import, of a scroll view with content and of a
  /// subview whose safe area and margins are read: the same constraints
  /// and frames, and still the same once the window gets a notch and a
  /// home indicator (export writes no window, so both are given it after).
  @Test func aScrollViewAndASubviewsSafeAreaSurviveExportAndImport() throws {
    let original = Session()
    for line in [
      "scroll sv", "sv.leading == root.leading", "sv.trailing == root.trailing", "sv.top == root.top", "sv.bottom == root.bottom",
      "view content in sv", "content.top == sv.content.top", "content.bottom == sv.content.bottom",
      "content.leading == sv.content.leading", "content.trailing == sv.content.trailing", "content.width == sv.frame.width",
      "content.height == 1500", "view bar", "bar.leading == root.leading", "bar.trailing == root.trailing",
      "bar.bottom == root.bottom", "bar.height == 100", "view icon in bar", "icon.bottom == bar.safeArea.bottom",
      "icon.leading == bar.margins.leading", "icon.width == 20", "icon.height == 20",
      "set bar.insetsMarginsFromSafeArea false", "set icon.preservesSuperviewMargins true",
    ] {
      #expect(original.execute(line).ok, "\(line)")
    }
    let copy = try roundTrip(original)
    for session in [original, copy] {
      #expect(session.execute("size 375x812").ok)
      #expect(session.execute("set root.safeArea 44 0 34 0").ok)
    }
    #expect(frames(copy) == frames(original))
    let icon = try #require(copy.layout.view(named: "icon"))
    // 34 points of home indicator over the 100-point bar: the icon sits on the bar's safe-area bottom.
    #expect(copy.layout.frame(of: icon).y == 100 - 34 - 20)
    #expect(copy.layout.isScrollView(try #require(copy.layout.view(named: "sv"))))
  }
}
