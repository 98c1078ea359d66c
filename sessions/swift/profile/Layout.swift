import UIKit

// The feature's spacing, kept in one place as most apps keep it.
enum Layout {
  static let inset: CGFloat = 16
  static let avatarSize: CGFloat = 64
  enum Stats {
    static let rowHeight: CGFloat = 44
  }
}

extension CGFloat {
  static let sectionSpacing: CGFloat = 24
}

extension UIView {
  /// Pins the four edges to `other`'s, `inset` points in.
  func pinEdges(to other: UIView, inset: CGFloat = 0) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
      trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
      topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
      bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ])
  }
}
