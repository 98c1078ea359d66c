import UIKit

// Written for alrepl's course (lesson 11): a profile header built in code,
// with two mistakes left in on purpose. `import` finds both.
final class ProfileHeaderView: UIView {
  let avatar = UIView()
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    followButton.translatesAutoresizingMaskIntoConstraints = false
    nameLabel.text = "Ada Lovelace"
    followButton.setTitle("Follow", for: .normal)
    addSubview(avatar)
    addSubview(nameLabel)
    addSubview(followButton)

    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      followButton.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      followButton.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
