import LayoutModel

// The syntax tree of Apple's "Unable to simultaneously satisfy constraints"
// log (shared/reference/conflict-log-format.md): what the text says, in the
// log's own vocabulary. Turning it into views and constraints is the
// session layer's job, so nothing here knows about alrepl names.

/// A parsed conflict log: the listed constraints and the one Apple broke.
public struct ConflictLog: Equatable, Sendable {
  /// The constraints between `(` and `)`, in the order Apple printed them.
  public var entries: [ConflictLogEntry]
  /// The constraint after "Will attempt to recover by breaking constraint",
  /// when the log has that part (lists pasted alone do not).
  public var broken: ConflictLogEntry?
  /// AppKit writes `constraints:` with a colon, UIKit a full stop.
  public var platform: Platform

  /// Which framework printed the log, read from its header.
  public enum Platform: String, Equatable, Sendable {
    /// UIKit (iOS, tvOS, Mac Catalyst).
    case uiKit = "UIKit"
    /// AppKit (macOS).
    case appKit = "AppKit"
    /// A constraint list pasted without its header.
    case unknown
  }

  /// The list entry Apple broke, matched by address (the break line is
  /// printed unescaped, so its text may differ from the list's).
  public var brokenEntryIndex: Int? {
    guard let address = broken?.address else { return nil }
    return entries.firstIndex { $0.address == address }
  }
}

/// One `<Class:0xADDR … body …>` constraint description.
public struct ConflictLogEntry: Equatable, Sendable {
  /// 1-based line of the log where the description starts.
  public var line: Int
  /// 1-based column of its `<`.
  public var column: Int
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
  public var className: String
  /// `0x…`, lowercased; nil when a description override printed none.
  public var address: String?
  /// SnapKit's `@File.swift#12`.
  public var sourceLocation: String?
  /// `h=--& v=-&-`: present on autoresizing constraints.
  public var autoresizing: AutoresizingFlags?
  /// NSLayoutConstraint.identifier: `UISV-spacing`, `UIView-Encapsulated-Layout-Width`, …
  public var identifier: String?
  /// What the constraint says, parsed.
  public var body: ConflictLogBody
  /// 1…1000; 1000 unless the description says otherwise.
  public var priority: Double
  /// NSContentSizeLayoutConstraint's `Hug:250 CompressionResistance:750`.
  public var contentPriorities: ContentPriorities?
  /// `(LTR)` / `(RTL)` after a horizontal VFL body.
  public var direction: Direction?
  /// `names:` pairs: `'|'` (the superview) or a view's identifier, to its item.
  public var names: [NamedItem]
  /// The description as printed, between `<` and `>`.
  public var text: String

  /// The writing direction a VFL body was resolved in, which decides what leading means.
  public enum Direction: String, Equatable, Sendable {
    /// Leading is left, as in English.
    case leftToRight = "LTR"
    /// Leading is right, as in Arabic or Hebrew.
    case rightToLeft = "RTL"
  }

  /// The priorities of an intrinsic-size constraint.
  public struct ContentPriorities: Equatable, Sendable {
    /// The content hugging priority.
    public var hugging: Double
    /// The compression resistance priority.
    public var compressionResistance: Double
    /// Both priorities, as the log prints them.
    public init(hugging: Double, compressionResistance: Double) {
      self.hugging = hugging
      self.compressionResistance = compressionResistance
    }
  }

  /// One `names:` pair.
  public struct NamedItem: Equatable, Sendable {
    /// `|` for the superview, else the identifier shown in the body.
    public var key: String
    /// The object the key stands for.
    public var item: ConflictLogItem
    /// A key and the object it names.
    public init(key: String, item: ConflictLogItem) {
      self.key = key
      self.item = item
    }
  }

  /// The object `'|'` stands for, when `names:` says.
  public var superview: ConflictLogItem? { names.first { $0.key == "|" }?.item }

  /// Every item the constraint mentions, `'|'` resolved when it can be.
  public var items: [ConflictLogItem] {
    switch body {
    case .equation(let lhs, _, let rhs, _, _):
      return [lhs.item] + (rhs.map { [$0.item] } ?? [])
    case .size(_, let item, _):
      return [item]
    case .spacing(_, let from, _, let to):
      return [from, to].compactMap { end in
        if case .item(let item) = end { return item }
        return superview
      }
    }
  }
}

/// The three shapes a constraint's body takes.
public enum ConflictLogBody: Equatable, Sendable {
  /// `A.attr REL [m*]B.attr[ * m] ± c [NSSpace(n)]`, or `A.attr REL c`.
  case equation(
    lhs: ConflictLogAnchor, relation: LayoutRelation, rhs: ConflictLogAnchor?, multiplier: Double,
    constant: Double)
  /// `H:[A(>=40)]`: A's width (or height for `V:`).
  case size(axis: LayoutAttribute.Axis, item: ConflictLogItem, extent: ConflictLogExtent)
  /// `H:|-(8)-[A]`, `V:[A]-(8)-[B]`, `H:[A]-(0)-|`: one gap between two ends.
  case spacing(axis: LayoutAttribute.Axis, from: ConflictLogEnd, extent: ConflictLogExtent, to: ConflictLogEnd)
}

/// `item.attribute` in an equation.
public struct ConflictLogAnchor: Equatable, Sendable {
  /// The view or guide.
  public var item: ConflictLogItem
  /// Which of its attributes.
  public var attribute: ConflictLogAttribute
}

/// One end of a VFL-like spacing.
public enum ConflictLogEnd: Equatable, Sendable {
  /// `|`, the superview, which `names: '|':…` identifies.
  case superview
  /// A view or guide.
  case item(ConflictLogItem)
}

/// `(>=NSSpace(8)@250)`: a relation, a number and an optional priority.
public struct ConflictLogExtent: Equatable, Sendable {
  /// `==`, `<=` or `>=`; `==` when none is printed.
  public var relation: LayoutRelation
  /// The size or gap, in points.
  public var value: Double
  /// `NSSpace(n)` / `NSLayoutAnchorConstraintSpace(n)`: system spacing, resolved to n.
  public var isSystemSpacing: Bool
  /// The priority after `@`; nil when none is printed (required).
  public var priority: Double?
}

/// A view or layout guide as a log prints it.
public struct ConflictLogItem: Hashable, Sendable {
  /// `UILabel`, `Trust.BrowserNavigationBar`; nil when only a name is shown.
  public var className: String?
  /// `0x…`, lowercased.
  public var address: String?
  /// The text after the address: a label's text, a guide's identifier.
  public var text: String?
  /// An accessibility or user-interface identifier shown instead of `Class:0x…`.
  public var name: String?

  /// An item from whichever of its parts the log showed.
  public init(className: String? = nil, address: String? = nil, text: String? = nil, name: String? = nil) {
    self.className = className
    self.address = address
    self.text = text
    self.name = name
  }

  /// What identifies the object across entries: its address, else its name.
  public var key: String { address ?? "name:" + (name ?? className ?? "?") }
}

/// `h=-&- v=--&`: per axis, flexible (true) or fixed (false) near margin, size, far margin.
public struct AutoresizingFlags: Equatable, Sendable {
  /// Left margin, width, right margin: true where flexible.
  public var horizontal: [Bool]
  /// Top margin, height, bottom margin: true where flexible.
  public var vertical: [Bool]

  /// The flags as Apple prints them, `h=--& v=--&`, for messages that quote the log.
  public var notation: String {
    func axis(_ flags: [Bool]) -> String { String(flags.map { $0 ? "&" : "-" }) }
    return "h=\(axis(horizontal)) v=\(axis(vertical))"
  }
}

/// Every attribute a log can print, frame names (`minX`, `midY`) included.
public enum ConflictLogAttribute: String, CaseIterable, Equatable, Sendable {
  /// The attributes of `NSLayoutConstraint.Attribute`, by the names logs print.
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// The baselines; `baseline` is the old name of `lastBaseline`.
  case firstBaseline, lastBaseline, baseline
  /// The margin edges.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// The centres within the margins.
  case centerXWithinMargins, centerYWithinMargins
  /// The frame's edges and centres, as a log prints anchors of a frame.
  case minX, maxX, midX, minY, maxY, midY

  /// The NSLayoutConstraint attribute it stands for (minX is left, midY is centerY, …).
  public var layoutAttribute: LayoutAttribute {
    switch self {
    case .minX: .left
    case .maxX: .right
    case .midX: .centerX
    case .minY: .top
    case .maxY: .bottom
    case .midY: .centerY
    case .baseline: .lastBaseline
    default: LayoutAttribute(rawValue: rawValue)!
    }
  }

  /// Longest names first, so `leadingMargin` is not read as `leading`.
  static let byLength = allCases.sorted { $0.rawValue.count > $1.rawValue.count }
}
