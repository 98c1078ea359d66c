import UIKit

// Field case 1: a card presented 16 points in from each side, its height
// from its content: 16 + 100 + 16 + 50 + 16 = 198.
final class PresentedCardView: UIView {
  let card = UIView()
  let rectangle = UIView()
  let button = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    card.translatesAutoresizingMaskIntoConstraints = false
    rectangle.translatesAutoresizingMaskIntoConstraints = false
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Done", for: .normal)
    addSubview(card)
    card.addSubview(rectangle)
    card.addSubview(button)

    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      card.centerYAnchor.constraint(equalTo: centerYAnchor),
      rectangle.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      rectangle.heightAnchor.constraint(equalToConstant: 100),
      button.topAnchor.constraint(equalTo: rectangle.bottomAnchor, constant: 16),
      button.heightAnchor.constraint(equalToConstant: 50),
      card.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
    ])
    rectangle.fillWidth(of: card, inset: 16)
    button.fillWidth(of: card, inset: 16)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension UIView {
  /// A helper with its body in the file: the import inlines it.
  func fillWidth(of container: UIView, inset: CGFloat = 0) {
    leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset).isActive = true
    trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset).isActive = true
  }
}
