import UIKit

// Two rows of figures in a card; the rows' text comes from the model.
final class StatsCardView: CardView {
  private let stack = UIStackView()
  private let postsRow = UILabel()
  private let followersRow = UILabel()

  override func setupContent() {
    super.setupContent()
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.addArrangedSubview(postsRow)
    stack.addArrangedSubview(followersRow)
    content.addSubview(stack)
    stack.pinEdges(to: content)
    postsRow.heightAnchor.constraint(equalToConstant: Layout.Stats.rowHeight).isActive = true
    followersRow.heightAnchor.constraint(equalTo: postsRow.heightAnchor).isActive = true
  }

  /// Shown when the profile has loaded; the badge's width is the model's.
  func configure(with stats: Stats) {
    postsRow.text = "\(stats.posts) posts"
    followersRow.text = "\(stats.followers) followers"
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(badge)
    badge.widthAnchor.constraint(equalToConstant: stats.badgeWidth).isActive = true
    badge.trailingAnchor.constraint(equalTo: content.trailingAnchor).isActive = true
  }
}
