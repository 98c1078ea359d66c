import UIKit

// Field case 2: a preview above a table in a vertical stack that fills the
// screen. The preview wants its content's height (optional, 750) but never
// more than 25% of the parent (required).
final class ParentViewController: UIViewController {
  private let stack = UIStackView()
  private let preview = UIView()
  private let table = UITableView()
  private var previewHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    stack.addArrangedSubview(preview)
    stack.addArrangedSubview(table)

    previewHeight = preview.heightAnchor.constraint(equalToConstant: 400)  // the content's preferred height
    previewHeight.priority = .defaultHigh
    let cap = NSLayoutConstraint(item: preview, attribute: .height, relatedBy: .lessThanOrEqual,
                                 toItem: view, attribute: .height, multiplier: 0.25, constant: 0)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      previewHeight,
      cap,
    ])
    table.rowHeight = 44
  }
}
