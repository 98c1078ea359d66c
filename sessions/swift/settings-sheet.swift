import UIKit

/// A settings sheet: a title, a stack of two rows with a wider gap after
/// the first, and a save button. Its colours, accessibility and targets
/// are code like any app's; Theme and pin(to:) live in other files.
final class SettingsSheetController: UIViewController {
  private let titleLabel = UILabel()
  private let rows = UIStackView()
  private let wifi = UILabel()
  private let bluetooth = UILabel()
  private let save = UIButton(type: .system)
  private var expanded: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Settings"
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.accessibilityTraits = .header
    wifi.text = "Wi-Fi"
    bluetooth.text = "Bluetooth"
    rows.axis = .vertical
    rows.spacing = 8
    rows.addArrangedSubview(wifi)
    rows.addArrangedSubview(bluetooth)
    rows.setCustomSpacing(24, after: wifi)
    save.setTitle("Save", for: .normal)
    save.tintColor = Theme.accent
    save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
    for v in [titleLabel, rows, save] {
      v.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(v)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      rows.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: Theme.gap),
      rows.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      save.topAnchor.constraint(equalTo: rows.bottomAnchor, constant: 16),
    ])
    save.pin(to: view)
  }

  @objc private func saveTapped() {
    expanded = rows.heightAnchor.constraint(equalToConstant: 200)
    expanded?.isActive = true
  }
}
