import UIKit

// A rounded card: its subclasses put their content in `content`.
class CardView: UIView {
  let content = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 12
    addSubview(content)
    content.pinEdges(to: self, inset: Layout.inset)
    setupContent()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Subclasses add their views here.
  func setupContent() {}
}
