import UIKit

// The avatar beside the name, the header's height from the avatar.
final class ProfileHeaderView: UIView {
  private let avatar = UIImageView()
  private let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.text = "Ada Lovelace"
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.translatesAutoresizingMaskIntoConstraints = false
    avatar.layer.cornerRadius = Layout.avatarSize / 2
    addSubview(avatar)
    addSubview(nameLabel)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor),
      avatar.topAnchor.constraint(equalTo: topAnchor),
      avatar.bottomAnchor.constraint(equalTo: bottomAnchor),
      avatar.widthAnchor.constraint(equalToConstant: Layout.avatarSize),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: Layout.inset),
      nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
      nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
