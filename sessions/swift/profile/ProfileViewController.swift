import UIKit

// The profile screen: a header, then the stats card, in the safe area.
final class ProfileViewController: UIViewController {
  private let header = ProfileHeaderView()
  private let statsCard = StatsCardView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    header.translatesAutoresizingMaskIntoConstraints = false
    statsCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    view.addSubview(statsCard)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: guide.topAnchor, constant: Layout.inset),
      header.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: Layout.inset),
      header.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -Layout.inset),
      statsCard.topAnchor.constraint(equalTo: header.bottomAnchor, constant: .sectionSpacing),
      statsCard.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      statsCard.trailingAnchor.constraint(equalTo: header.trailingAnchor),
    ])
  }
}
