import UIKit

// Field case 5: the chat bubble. The bubble hugs short text and grows to at
// most the content width - 40, because its trailing edge is an inequality.
final class MessageCell: UITableViewCell {
  private let bubble = UIView()
  private let messageLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "Hi there!"
    return label
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bubble.translatesAutoresizingMaskIntoConstraints = false
    bubble.layer.cornerRadius = 12
    contentView.addSubview(bubble)
    bubble.addSubview(messageLabel)
    NSLayoutConstraint.activate([
      bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      contentView.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: 10),
      bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      contentView.trailingAnchor.constraint(greaterThanOrEqualTo: bubble.trailingAnchor, constant: 20),
      messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 5),
      bubble.bottomAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 5),
      messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 20),
      bubble.trailingAnchor.constraint(equalTo: messageLabel.trailingAnchor, constant: 10),
    ])
    messageLabel.setContentHuggingPriority(.required, for: .vertical)
    selectionStyle = .none
    if traitCollection.userInterfaceStyle == .dark { bubble.backgroundColor = .darkGray }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
